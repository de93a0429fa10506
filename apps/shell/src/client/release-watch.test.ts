import { isNewRelease, isReleaseInfo, mayReload } from './release-watch.ts';

describe('isNewRelease', () => {
  const current = { shell: '/_shell/main.a.js', remotes: { catalog: 'v1', auth: 'v1' } };

  it('sees a redeployed remote or shell', () => {
    expect(isNewRelease(current, { shell: '/_shell/main.a.js', remotes: { catalog: 'v2', auth: 'v1' } })).toBe(true);
    expect(isNewRelease(current, { shell: '/_shell/main.b.js', remotes: { catalog: 'v1', auth: 'v1' } })).toBe(true);
  });

  it('ignores an unchanged release and remotes the page never had', () => {
    expect(isNewRelease(current, { shell: '/_shell/main.a.js', remotes: { catalog: 'v1', auth: 'v1', mypage: 'v9' } })).toBe(false);
  });
});

describe('isReleaseInfo', () => {
  it('takes the /__release answer and refuses anything else (an error page, a half answer)', () => {
    expect(isReleaseInfo({ shell: '/_shell/main.a.js', remotes: { catalog: 'v1' } })).toBe(true);
    expect(isReleaseInfo({ code: 'NOT_READY', message: '잠시 후 다시 시도해 주세요.' })).toBe(false);
    expect(isReleaseInfo({ shell: '/_shell/main.a.js', remotes: { catalog: 1 } })).toBe(false);
    expect(isReleaseInfo({ shell: '/_shell/main.a.js' })).toBe(false);
    expect(isReleaseInfo(null)).toBe(false);
  });
});

describe('mayReload (session reload guard, 10 s)', () => {
  it('reloads the first time and again only 10 s after the last reload', () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000)).toBe(false);
    expect(mayReload(1_000, 10_999)).toBe(false);
    expect(mayReload(1_000, 11_000)).toBe(true);
  });
});
