import { createHash } from 'node:crypto';
import { isLoggedIn, type SessionState } from '@shop/session';
import { decryptValue, encryptValue, parseCookieHeader, serializeCookie } from '@shop/session/server';

/** The cookie that keeps the session's messenger channel id (auid), AES-GCM encrypted (spec section 9). */
export const CHANNEL_COOKIE = 'SALESON_CHANNEL';

/** The channel of this session: fetched (from the API, or empty because nobody is logged in) and its auid. */
export type Channel = { fetched: boolean; auid: string };

/** Ties the stored channel to the token it was fetched with: another member's login fetches it again. */
const fingerprint = (token: string): string => createHash('sha256').update(token).digest('base64url').slice(0, 16);

/**
 * Spec section 4: the channel id is fetched once per session; when nobody is logged in it is empty and marked
 * fetched. A stored value that does not decrypt, or belongs to another token, counts as not fetched.
 */
export async function readChannel(session: SessionState, cookieHeader: string | undefined, key: string): Promise<Channel> {
  if (!isLoggedIn(session) || !session.token) return { fetched: true, auid: '' };
  const stored = parseCookieHeader(cookieHeader)[CHANNEL_COOKIE];
  if (!stored) return { fetched: false, auid: '' };
  const plain = await decryptValue(stored, key);
  if (!plain) return { fetched: false, auid: '' };
  const separator = plain.indexOf(':');
  if (separator < 0 || plain.slice(0, separator) !== fingerprint(session.token)) return { fetched: false, auid: '' };
  return { fetched: true, auid: plain.slice(separator + 1) };
}

/** The Set-Cookie header keeping a fetched channel id (empty included) for the rest of the session. */
export async function channelSetCookie(token: string, auid: string, key: string, secure: boolean): Promise<string> {
  const value = await encryptValue(`${fingerprint(token)}:${auid}`, key);
  return serializeCookie(CHANNEL_COOKIE, value, { httpOnly: true, sameSite: 'Lax', path: '/', secure });
}
