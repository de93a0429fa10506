import { REMOTES } from '../../config/remotes.ts';
import { isCacheablePageRequest, isStorableRender, pageCacheKey, renderCookieKey, type RenderOutcome } from './page-cache-rules.ts';

const anonymous = { method: 'GET', hasSession: false } as const;

describe('isCacheablePageRequest', () => {
  it.each([
    ['/', 'catalog'],
    ['/categories/fashion', 'catalog'],
    ['/items/P1151', 'catalog'],
    ['/events/3', 'catalog'],
    ['/customer/notices', 'company_cs'],
  ] as const)('shares the public page %s for a visitor without a session', (pathname, owner) => {
    expect(isCacheablePageRequest({ ...anonymous, pathname, owner })).toBe(true);
  });

  it('never shares a page with a visitor who has a session (member or guest order)', () => {
    expect(isCacheablePageRequest({ method: 'GET', pathname: '/items/P1151', owner: 'catalog', hasSession: true })).toBe(false);
  });

  it.each([
    ['/cart', 'cart_order'],
    ['/order/checkout', 'cart_order'],
    ['/mypage', 'mypage'],
    ['/auth/login', 'auth'],
    ['/guest/orders', 'mypage'],
    ['/search', 'catalog'],
    ['/checkout', null],
    ['/nope', null],
  ] as const)('never shares the personal or side-effecting page %s', (pathname, owner) => {
    expect(isCacheablePageRequest({ ...anonymous, pathname, owner })).toBe(false);
  });

  it.each(REMOTES.flatMap((r) => r.prefixes.map((prefix) => [prefix, r] as const)))('follows the table for %s (public pages are shared, personal ones never)', (prefix, remote) => {
    const personal = remote.pages === 'personal' || ('personalPrefixes' in remote && (remote.personalPrefixes as readonly string[]).includes(prefix));
    expect(isCacheablePageRequest({ ...anonymous, pathname: `${prefix}/x`, owner: remote.name })).toBe(!personal);
  });

  it('only shares GET', () => {
    expect(isCacheablePageRequest({ method: 'HEAD', pathname: '/', owner: 'catalog', hasSession: false })).toBe(false);
  });
});

describe('renderCookieKey', () => {
  it('keeps only the cookies the server render reads, in a stable order', () => {
    expect(renderCookieKey('SALESONID=abc; MAIN_POPUP_2=Y; _ga=GA1; TOP_BANNER_COOKIE=Y; MAIN_POPUP_10=Y')).toBe('MAIN_POPUP_10=Y;MAIN_POPUP_2=Y;TOP_BANNER_COOKIE=Y');
    expect(renderCookieKey('TOP_BANNER_COOKIE=Y; MAIN_POPUP_10=Y; MAIN_POPUP_2=Y')).toBe('MAIN_POPUP_10=Y;MAIN_POPUP_2=Y;TOP_BANNER_COOKIE=Y');
  });

  it('is empty for a visitor id alone, no cookie, or malformed popup cookies', () => {
    expect(renderCookieKey('SALESONID=abc')).toBe('');
    expect(renderCookieKey(undefined)).toBe('');
    expect(renderCookieKey('MAIN_POPUP_x=Y; MAIN_POPUP_0=Y; MAIN_POPUP_3=')).toBe('');
  });
});

describe('pageCacheKey', () => {
  const base = { origin: 'https://shop.test', url: '/items/P1', bot: false, cookieHeader: 'SALESONID=a', release: 'main.js catalog@1' };

  it('is the same for two visitors who differ only by visitor id', () => {
    expect(pageCacheKey(base)).toBe(pageCacheKey({ ...base, cookieHeader: 'SALESONID=b' }));
    expect(pageCacheKey(base)).toBe(pageCacheKey({ ...base, cookieHeader: undefined }));
  });

  it('differs by URL and query, origin, crawler or person, render cookies and release', () => {
    const key = pageCacheKey(base);
    expect(pageCacheKey({ ...base, url: '/items/P1?tab=review' })).not.toBe(key);
    expect(pageCacheKey({ ...base, origin: 'http://shop.test' })).not.toBe(key);
    expect(pageCacheKey({ ...base, bot: true })).not.toBe(key);
    expect(pageCacheKey({ ...base, cookieHeader: 'SALESONID=a; MAIN_POPUP_1=Y' })).not.toBe(key);
    expect(pageCacheKey({ ...base, cookieHeader: 'TOP_BANNER_COOKIE=Y' })).not.toBe(key);
    expect(pageCacheKey({ ...base, release: 'main.js catalog@2' })).not.toBe(key);
  });
});

describe('isStorableRender', () => {
  const clean: RenderOutcome = { status: 200, renderErrors: 0, unsharedCalls: 0, failedCalls: 0, guarded: false, complete: true };

  it('keeps a complete 200 render built only from shared data', () => {
    expect(isStorableRender(clean)).toBe(true);
  });

  it.each([
    ['a 404', { status: 404 }],
    ['a 503', { status: 503 }],
    ['a redirect', { status: 302 }],
    ['a render error in an area', { renderErrors: 1 }],
    ['a personal API call', { unsharedCalls: 1 }],
    ['a failed API call (a degraded page)', { failedCalls: 1 }],
    ['a guarded route', { guarded: true }],
    ['an aborted response', { complete: false }],
  ])('never keeps %s', (_what, change) => {
    expect(isStorableRender({ ...clean, ...change })).toBe(false);
  });
});
