/**
 * @shop/session: auth state (jotai atoms, a module federation singleton) and the request context of loaders.
 * The server-side cookie codec (AES-GCM through WebCrypto) is the separate entry '@shop/session/server'.
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

// Cookie names and reading a Cookie header (browser and server)
export { SESSION_COOKIES, VISITOR_COOKIE_MAX_AGE } from './cookies/cookie-names.ts';
export { parseCookieHeader } from './cookies/cookie-header.ts';

// The cookie codec (AES-GCM) lives in '@shop/session/server', so the browser singleton does not carry it.
