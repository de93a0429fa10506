import { EMPTY_WISHLIST_IDS, reduceWishlistIds } from '@shop/api-client';
import type { WishlistIdsAction, WishlistIdsState } from '@shop/api-client';
import { atom, createStore } from 'jotai';
import type { Store } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import { EMPTY_SESSION, fromPublicSession, isLoggedIn, toPublicSession } from './session-state.ts';
import type { PublicSession, SessionState } from './types.ts';

/** The session of this request (server) or tab (browser). */
export const sessionAtom = atom<SessionState>(EMPTY_SESSION);

/** True for a signed-in member (token and not guest), from either form of the session. */
export const isLoggedInAtom = atom((get) => isLoggedIn(get(sessionAtom)));

/** The session without its token, as embedded in the page. */
export const publicSessionAtom = atom<PublicSession>((get) => toPublicSession(get(sessionAtom)));

/** Pieces in the cart (`totalQuantity` of `GET /api/cart/count`). */
export const cartCountAtom = atom(0);

/** The wishlist item ids; dispatch `WishlistIdsAction`s (reducer `reduceWishlistIds` of `@shop/api-client`). */
export const wishlistIdsAtom = atomWithReducer<WishlistIdsState, WishlistIdsAction>(EMPTY_WISHLIST_IDS, reduceWishlistIds);

/** What a new store starts with. */
export type AppStoreInit = {
  /** Server state (with token) or the public form embedded in the page. */
  session?: SessionState | PublicSession;
  cartCount?: number;
  wishlistItemIds?: readonly number[];
};

/**
 * Creates the jotai store of one request (server) or one tab (browser) and fills the session atoms.
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
