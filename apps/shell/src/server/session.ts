import { toPublicSession, type SessionState } from '@shop/session';
import { decodeSessionCookies, encodeSessionCookies, parseCookieHeader, serializeCookie, SESSION_COOKIES, VISITOR_COOKIE_MAX_AGE } from '@shop/session/server';

export { toPublicSession };

/** The session carried by a request's cookies (token in clear, status and user decrypted). */
export function readSession(cookieHeader: string | undefined, key: string): Promise<SessionState> {
  return decodeSessionCookies(parseCookieHeader(cookieHeader), key);
}

const base = (secure: boolean) => ({ httpOnly: true, sameSite: 'Lax' as const, path: '/', secure });

/** Set-Cookie headers for a logged-in session: the token httpOnly, status and user AES-GCM encrypted. */
export async function sessionSetCookies(session: SessionState, key: string, secure: boolean): Promise<string[]> {
  const encrypted = await encodeSessionCookies(session, key);
  const cookies = [serializeCookie(SESSION_COOKIES.token, session.token ?? '', base(secure))];
  for (const name of [SESSION_COOKIES.status, SESSION_COOKIES.user] as const) {
    const value = encrypted[name];
    cookies.push(value ? serializeCookie(name, value, base(secure)) : serializeCookie(name, '', { ...base(secure), maxAge: 0 }));
  }
  return cookies;
}

/** Set-Cookie headers that remove the session (the visitor id stays). */
export function clearSessionSetCookies(secure: boolean): string[] {
  return [SESSION_COOKIES.token, SESSION_COOKIES.status, SESSION_COOKIES.user].map((name) => serializeCookie(name, '', { ...base(secure), maxAge: 0 }));
}

/** Set-Cookie header for the visitor id, kept 365 days (spec section 9). */
export function visitorSetCookie(salesonId: string, secure: boolean): string {
  return serializeCookie(SESSION_COOKIES.visitor, salesonId, { ...base(secure), maxAge: VISITOR_COOKIE_MAX_AGE });
}
