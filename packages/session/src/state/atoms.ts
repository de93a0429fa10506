import { atom, createStore } from 'jotai';
import type { Store } from 'jotai';
import { cartCountAtom, wishlistIdsAtom } from '../shopper/shopper-atoms.ts';
import { EMPTY_SESSION, fromPublicSession, isLoggedIn, toPublicSession } from './session-state.ts';
import type { PublicSession, SessionState } from './types.ts';

/** The session of this request (server) or tab (browser). */
export const sessionAtom = atom<SessionState>(EMPTY_SESSION);

/** True for a signed-in member (token and not guest), from either form of the session. */
export const isLoggedInAtom = atom((get) => isLoggedIn(get(sessionAtom)));

/** The session without its token, as embedded in the page. */
export const publicSessionAtom = atom<PublicSession>((get) => toPublicSession(get(sessionAtom)));

/** What a new store starts with. */
export type AppStoreInit = {
  /** Server state (with token) or the public form embedded in the page. */
  session?: SessionState | PublicSession;
  cartCount?: number;
  wishlistItemIds?: readonly number[];
};

/**
 * Creates the jotai store of one request (server) or one tab (browser) and fills the session and shopper atoms.
 * @param init Initial session, cart count and wishlist item ids.
 * @returns The store.
 * @example const store = createAppStore({ session: window.__SESSION__ });
 */
export function createAppStore(init: AppStoreInit = {}): Store {
  const store = createStore();
  if (init.session) store.set(sessionAtom, 'isLoggedIn' in init.session ? fromPublicSession(init.session) : init.session);
  if (init.cartCount !== undefined) store.set(cartCountAtom, init.cartCount);
  if (init.wishlistItemIds) store.set(wishlistIdsAtom, { type: 'loaded', itemIds: init.wishlistItemIds });
  return store;
}
