import { decryptValue, encryptValue } from '../crypto/cookie-cipher.ts';
import type { SessionState, SessionUser } from '../state/types.ts';
import { SESSION_COOKIES } from './cookie-names.ts';

/** Encrypted values of the status and user cookies (a missing entry means: clear that cookie). */
export type EncodedSessionCookies = Partial<Record<typeof SESSION_COOKIES.status | typeof SESSION_COOKIES.user, string>>;

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.userId === 'number' && typeof user.loginId === 'string' && typeof user.name === 'string' && typeof user.email === 'string' && typeof user.loginType === 'string';
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Encrypts the status and user of a session into their cookie values (JSON inside). Server only.
 * @param session Status and user.
 * @param key Secret key of 16, 24 or 32 bytes.
 * @returns Cookie name → encrypted value, for the parts that are set.
 */
export async function encodeSessionCookies(session: Pick<SessionState, 'status' | 'user'>, key: string): Promise<EncodedSessionCookies> {
  const cookies: EncodedSessionCookies = {};
  if (session.status) cookies[SESSION_COOKIES.status] = await encryptValue(JSON.stringify(session.status), key);
  if (session.user) cookies[SESSION_COOKIES.user] = await encryptValue(JSON.stringify(session.user), key);
  return cookies;
}

/**
 * Restores a session from request cookies: token and visitor id as they are, status and user decrypted.
 * A cookie that fails to decrypt or parse yields nothing (spec section 8); without a token, status and
 * user are dropped. `isGuest` follows the user's
 * `loginType` (`ROLE_GUEST`). Server only.
 * @param cookies Parsed `Cookie` header (see `parseCookieHeader`).
 * @param key Secret key of 16, 24 or 32 bytes.
 * @returns The session state.
 */
export async function decodeSessionCookies(cookies: Readonly<Record<string, string | undefined>>, key: string): Promise<SessionState> {
  const token = cookies[SESSION_COOKIES.token] || null;
  const statusCookie = cookies[SESSION_COOKIES.status];
  const userCookie = cookies[SESSION_COOKIES.user];
  const status = parseJson(statusCookie ? await decryptValue(statusCookie, key) : null);
  const user = parseJson(userCookie ? await decryptValue(userCookie, key) : null);
  const sessionUser = isSessionUser(user) ? user : null;
  return {
    token,
    isGuest: token !== null && sessionUser?.loginType === 'ROLE_GUEST',
    status: token && typeof status === 'string' && status !== '' ? status : null,
    user: token ? sessionUser : null,
    salesonId: cookies[SESSION_COOKIES.visitor] || null,
  };
}
