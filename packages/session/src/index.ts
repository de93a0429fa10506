/**
 * @shop/session: auth state (jotai atoms, a module federation singleton), the request context of loaders, and
 * the server-side cookie codec (AES-GCM through WebCrypto).
 */

// State
export type { PublicSession, SessionState, SessionUser } from './state/types.ts';
export {
  clearSession,
  EMPTY_SESSION,
  fromPublicSession,
  isGuestSession,
  isLoggedIn,
  markLoggedIn,
  setSalesonId,
  setStatus,
  setToken,
  setUser,
  toPublicSession,
} from './state/session-state.ts';
export type { AppStoreInit } from './state/atoms.ts';
export { cartCountAtom, createAppStore, isLoggedInAtom, publicSessionAtom, sessionAtom, wishlistIdsAtom } from './state/atoms.ts';

// Request context
export type { AppContextValue } from './context/app-context.ts';
export { appContext } from './context/app-context.ts';

// Cookies (server)
export { SESSION_COOKIES, VISITOR_COOKIE_MAX_AGE } from './cookies/cookie-names.ts';
export type { CookieOptions } from './cookies/cookie-header.ts';
export { parseCookieHeader, serializeCookie } from './cookies/cookie-header.ts';
export type { EncodedSessionCookies } from './cookies/session-cookies.ts';
export { decodeSessionCookies, encodeSessionCookies } from './cookies/session-cookies.ts';
export { assertKey, decryptValue, encryptValue, IV_BYTES, TAG_BYTES } from './crypto/cookie-cipher.ts';
export { SESSION_MESSAGES } from './messages/ko.ts';
