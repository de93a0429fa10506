import { toPublicSession, type SessionState } from '@shop/session';
import { decodeSessionCookies, decryptWithKeys, encodeSessionCookies, encryptValue, parseCookieHeader, serializeCookie, SESSION_COOKIES, VISITOR_COOKIE_MAX_AGE } from '@shop/session/server';

export { toPublicSession };

/** The session secrets, newest first (SESSION_SECRETS); one secret alone may be given as a string. */
export type SessionKeys = string | readonly string[];

/**
 * The session carried by a request's cookies: the token unsealed with the first of the secrets (newest first) that
 * opens it, status and user decrypted with that same secret. A token sealed with a secret no longer configured (or
 * not sealed at all) is no session: dropping a secret ends its sessions.
 */
export async function readSession(cookieHeader: string | undefined, keys: SessionKeys): Promise<SessionState> {
  const list = typeof keys === 'string' ? [keys] : keys;
  const cookies = parseCookieHeader(cookieHeader);
  const sealed = cookies[SESSION_COOKIES.token];
  const opened = sealed ? decryptWithKeys(sealed, list) : null;
  // No token, no session (status and user count only bound to one): an anonymous page view, page-cache hits included,
  // decrypts nothing.
  if (!opened?.plain) return { token: null, isGuest: false, status: null, user: null, salesonId: cookies[SESSION_COOKIES.visitor] || null };
  return decodeSessionCookies({ ...cookies, [SESSION_COOKIES.token]: opened.plain }, opened.key);
}

const base = (secure: boolean) => ({ httpOnly: true, sameSite: 'Lax' as const, path: '/', secure });

/**
 * Set-Cookie headers for a logged-in session, all httpOnly and AES-GCM encrypted with `key` (the newest secret): the
 * token sealed (alone it no longer lets anyone in once the secret changes), status and user bound to it.
 */
export async function sessionSetCookies(session: SessionState, key: string, secure: boolean): Promise<string[]> {
  const encrypted = await encodeSessionCookies(session, key);
  const cookies = [serializeCookie(SESSION_COOKIES.token, session.token ? await encryptValue(session.token, key) : '', base(secure))];
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
