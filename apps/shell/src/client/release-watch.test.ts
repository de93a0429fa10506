import { isNewRelease } from './release-watch.ts';

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
