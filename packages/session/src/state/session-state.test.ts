import { buildSessionHeaders } from '@shop/api-client';
import { clearSession, EMPTY_SESSION, fromPublicSession, isGuestSession, isLoggedIn, markLoggedIn, setSalesonId, setStatus, setToken, setUser, toPublicSession } from './session-state.ts';
import type { SessionUser } from './types.ts';

const user: SessionUser = { userId: 1, loginId: 'user01', name: '홍길동', email: 'u@example.kr', loginType: 'ROLE_USER' };

describe('session reducers', () => {
  it('sets the guest flag with the token', () => {
    expect(setToken(EMPTY_SESSION, 't')).toMatchObject({ token: 't', isGuest: false });
    expect(setToken(EMPTY_SESSION, 't', true)).toMatchObject({ token: 't', isGuest: true });
  });

  it('is logged in only with a token and not as a guest', () => {
    expect(isLoggedIn(EMPTY_SESSION)).toBe(false);
    expect(isLoggedIn(setToken(EMPTY_SESSION, 't'))).toBe(true);
    expect(isLoggedIn(setToken(EMPTY_SESSION, 't', true))).toBe(false);
    expect(isLoggedIn(setToken(EMPTY_SESSION, ''))).toBe(false);
    expect(isGuestSession(setToken(EMPTY_SESSION, 't', true))).toBe(true);
    expect(isGuestSession({ ...EMPTY_SESSION, isGuest: true })).toBe(false);
  });

  it('clears token, status, user and guest flag but keeps the visitor id', () => {
    const full = setStatus(setUser(setSalesonId(setToken(EMPTY_SESSION, 't', true), 'v'), user), 'SLEEP_USER');
    expect(clearSession(full)).toEqual({ ...EMPTY_SESSION, salesonId: 'v' });
  });

  it('never puts the token into the public session, and isLoggedIn works from either form', () => {
    const server = setUser(setSalesonId(setToken(EMPTY_SESSION, 'secret-token'), 'v'), user);
    const pub = toPublicSession(server);
    expect(JSON.stringify(pub)).not.toContain('secret-token');
    expect(pub).toEqual({ isLoggedIn: true, isGuest: false, status: null, user, salesonId: 'v' });
    expect(isLoggedIn(pub)).toBe(true);
    const browser = fromPublicSession(JSON.parse(JSON.stringify(pub)));
    expect(browser.token).toBeNull();
    expect(isLoggedIn(browser)).toBe(true);
    expect(toPublicSession(browser)).toEqual(pub);
    const guest = toPublicSession(setToken(EMPTY_SESSION, 'g', true));
    expect(isLoggedIn(guest)).toBe(false);
    expect(isGuestSession(fromPublicSession(guest))).toBe(true);
    expect(isLoggedIn(fromPublicSession(toPublicSession(EMPTY_SESSION)))).toBe(false);
  });

  it('marks a browser login without a token', () => {
    const next = markLoggedIn(EMPTY_SESSION, { user, status: null });
    expect(next.token).toBeNull();
    expect(isLoggedIn(next)).toBe(true);
    expect(isLoggedIn(clearSession(next))).toBe(false);
  });

  it('drives the request headers: bearer only without an account status', () => {
    const session = setSalesonId(setToken(EMPTY_SESSION, 't'), 'v');
    expect(buildSessionHeaders(session, session.salesonId)).toEqual({ Authorization: 'Bearer t', SALESONID: 'v' });
    const pending = setStatus(session, 'TEMP_PASSWORD');
    expect(buildSessionHeaders(pending, pending.salesonId)).toEqual({ SALESONID: 'v' });
  });
});
