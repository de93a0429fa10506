import { createHash } from 'node:crypto';
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

/**
 * What ties the status and user cookies to one token: a SHA-256 of the token inside their encrypted JSON. A user
 * cookie copied next to another token (another member's name on this session) no longer decodes.
 */
function tokenBinding(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64').slice(0, 22);
}

/** The value of a bound payload `{ t, v }` when `t` is the binding of `token`; undefined otherwise. */
function boundValue(payload: unknown, binding: string | null): unknown {
  if (binding === null || typeof payload !== 'object' || payload === null) return undefined;
  const { t, v } = payload as { t?: unknown; v?: unknown };
  return t === binding ? v : undefined;
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
 * Encrypts the status and user of a session into their cookie values (JSON `{ t, v }` inside: `v` the value, `t` the
 * binding to the session's token). Without a token there is nothing to bind to, so nothing is encoded. Server only.
 * @param session Token, status and user.
 * @param key Secret key of 16, 24 or 32 bytes.
 * @returns Cookie name → encrypted value, for the parts that are set.
 */
export async function encodeSessionCookies(session: Pick<SessionState, 'token' | 'status' | 'user'>, key: string): Promise<EncodedSessionCookies> {
  const cookies: EncodedSessionCookies = {};
  if (!session.token) return cookies;
  const t = tokenBinding(session.token);
  if (session.status) cookies[SESSION_COOKIES.status] = await encryptValue(JSON.stringify({ t, v: session.status }), key);
  if (session.user) cookies[SESSION_COOKIES.user] = await encryptValue(JSON.stringify({ t, v: session.user }), key);
  return cookies;
}

/**
 * Restores a session from request cookies: token and visitor id as they are, status and user decrypted.
 * A cookie that fails to decrypt or parse, or that was bound to another token, yields nothing (spec section 8);
 * without a token, status and user are dropped. `isGuest` follows the user's
 * `loginType` (`ROLE_GUEST`). Server only.
 * @param cookies Parsed `Cookie` header (see `parseCookieHeader`).
 * @param key Secret key of 16, 24 or 32 bytes.
 * @returns The session state.
 */
export async function decodeSessionCookies(cookies: Readonly<Record<string, string | undefined>>, key: string): Promise<SessionState> {
  const token = cookies[SESSION_COOKIES.token] || null;
  const statusCookie = cookies[SESSION_COOKIES.status];
  const userCookie = cookies[SESSION_COOKIES.user];
  const binding = token ? tokenBinding(token) : null;
  const status = boundValue(parseJson(statusCookie ? await decryptValue(statusCookie, key) : null), binding);
  const user = boundValue(parseJson(userCookie ? await decryptValue(userCookie, key) : null), binding);
  const sessionUser = isSessionUser(user) ? user : null;
  return {
    token,
    isGuest: token !== null && sessionUser?.loginType === 'ROLE_GUEST',
    status: token && typeof status === 'string' && status !== '' ? status : null,
    user: token ? sessionUser : null,
    salesonId: cookies[SESSION_COOKIES.visitor] || null,
  };
}
