/**
 * @shop/session: auth state (jotai atoms, a module federation singleton) and the request context of loaders.
 * The server-side cookie codec (AES-GCM through WebCrypto) is the separate entry '@shop/session/server'.
 * One section is not the session: shopper state several apps share (cart count, wishlist ids), kept in this
 * singleton so that it is one atom across bundles (src/shopper/shopper-atoms.ts).
 */

// State
export type { PublicSession, SessionState, SessionUser } from './state/types.ts';
export { clearSession, EMPTY_SESSION, fromPublicSession, isGuestSession, isLoggedIn, markLoggedIn, toPublicSession } from './state/session-state.ts';
export type { AppStoreInit } from './state/atoms.ts';
export { createAppStore, isLoggedInAtom, sessionAtom } from './state/atoms.ts';

// Shopper state shared by the shell and the remotes (not the session; here to be one atom across bundles)
export { cartCountAtom, wishlistIdsAtom } from './shopper/shopper-atoms.ts';
// The browser's recently viewed items (read, dropped once merged) are the entry '@shop/session/browser-recents',
// kept out of this singleton that every first load downloads.

// Request context
export { appContext } from './context/app-context.ts';

// Reading a Cookie header (browser and server)
export { parseCookieHeader } from './cookies/cookie-header.ts';

// The cookie codec (AES-GCM) lives in '@shop/session/server', so the browser singleton does not carry it.
