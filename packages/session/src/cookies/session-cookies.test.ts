import { decryptValue } from '../crypto/cookie-cipher.ts';
import type { SessionUser } from '../state/types.ts';
import { parseCookieHeader, serializeCookie } from './cookie-header.ts';
import { SESSION_COOKIES } from './cookie-names.ts';
import { decodeSessionCookies, encodeSessionCookies } from './session-cookies.ts';

const KEY = 'abcdefghijklmnop';
const user: SessionUser = { userId: 7, loginId: 'user01', name: '홍길동', email: 'user01@example.kr', loginType: 'ROLE_USER' };

describe('session cookies', () => {
  afterEach(() => jest.restoreAllMocks());

  it('encrypts status and user as JSON and restores them with the token and visitor id', async () => {
    const encoded = await encodeSessionCookies({ token: 'tok', status: 'PASSWORD_EXPIRED', user }, KEY);
    expect(Object.keys(encoded).sort()).toEqual(['shop_status', 'shop_user']);
    expect(encoded.shop_user).not.toContain('user01');
    expect(JSON.parse((await decryptValue(encoded.shop_user!, KEY))!)).toEqual({ t: expect.any(String), v: user });
    const session = await decodeSessionCookies({ ...encoded, [SESSION_COOKIES.token]: 'tok', [SESSION_COOKIES.visitor]: 'v-1' }, KEY);
    expect(session).toEqual({ token: 'tok', isGuest: false, status: 'PASSWORD_EXPIRED', user, salesonId: 'v-1' });
  });

  it('leaves out empty parts and marks guest tokens', async () => {
    expect(await encodeSessionCookies({ token: 'guest', status: null, user: null }, KEY)).toEqual({});
    expect(await encodeSessionCookies({ token: null, status: 'SLEEP_USER', user }, KEY)).toEqual({});
    const encoded = await encodeSessionCookies({ token: 'guest', status: '', user: { ...user, loginType: 'ROLE_GUEST' } }, KEY);
    const session = await decodeSessionCookies({ ...encoded, shop_token: 'guest' }, KEY);
    expect(session.isGuest).toBe(true);
    expect(session.status).toBeNull();
  });

  it('yields nothing for tampered cookies and drops user and status without a token', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const encoded = await encodeSessionCookies({ token: 't', status: 'SLEEP_USER', user }, KEY);
    const tampered = await decodeSessionCookies({ shop_token: 't', shop_status: 'AAAA' + encoded.shop_status!.slice(4), shop_user: encoded.shop_user!.slice(0, -4) }, KEY);
    expect(tampered).toMatchObject({ token: 't', status: null, user: null });
    expect(await decodeSessionCookies({ ...encoded }, KEY)).toEqual({ token: null, isGuest: false, status: null, user: null, salesonId: null });
  });
});

describe('the status and user cookies are bound to their token', () => {
  it('shows nobody\'s name next to another token: a user cookie moved to another session decodes to nothing', async () => {
    const other: SessionUser = { ...user, userId: 8, loginId: 'victim01', name: '피해자' };
    const victims = await encodeSessionCookies({ token: 'victim-token', status: 'TEMP_PASSWORD', user: other }, KEY);
    const mixed = await decodeSessionCookies({ shop_token: 'attacker-token', shop_user: victims.shop_user, shop_status: victims.shop_status }, KEY);
    expect(mixed).toMatchObject({ token: 'attacker-token', user: null, status: null });
    const own = await decodeSessionCookies({ shop_token: 'victim-token', shop_user: victims.shop_user }, KEY);
    expect(own.user).toEqual(other);
  });

  it('refuses a cookie of the old, unbound format', async () => {
    const { encryptValue } = await import('../crypto/cookie-cipher.ts');
    const legacy = await encryptValue(JSON.stringify(user), KEY);
    expect((await decodeSessionCookies({ shop_token: 'tok', shop_user: legacy }, KEY)).user).toBeNull();
  });
});

describe('cookie header', () => {
  it('parses names, quoted and encoded values, first occurrence wins', () => {
    expect(parseCookieHeader('a=1; SALESONID="v%201"; a=2; bad; =x; shop_user=abc%2B%3D')).toEqual({ a: '1', SALESONID: 'v 1', shop_user: 'abc+=' });
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('x=%E0%A4%A')).toEqual({ x: '%E0%A4%A' });
  });

  it('serialises attributes and round-trips values', () => {
    expect(serializeCookie('shop_token', 'a+b/c=', { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: 3600 })).toBe('shop_token=a%2Bb%2Fc%3D; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(serializeCookie('TOP_BANNER_COOKIE', 'Y', { maxAge: 0 })).toBe('TOP_BANNER_COOKIE=Y; Max-Age=0');
    const header = serializeCookie('shop_user', 'x y;z').split(';')[0];
    expect(parseCookieHeader(header)).toEqual({ shop_user: 'x y;z' });
    expect(() => serializeCookie('bad name', 'v')).toThrow(TypeError);
  });
});
