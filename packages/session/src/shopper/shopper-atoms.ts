// Shopper state that is not the session: the cart count in the header and the wishlist item ids behind the hearts.
// It lives in @shop/session only because @shop/session is a Module Federation shared singleton: the shell sets these
// atoms and the catalogue, cart-order, mypage and auth remotes read or set them, and a jotai atom defined in two
// bundles is two atoms. A package of its own would need its own shared entry, which every first load would pay for
// (docs/contracts.md, "Request context").
import { EMPTY_WISHLIST_IDS, reduceWishlistIds } from '@shop/api-client';
import type { WishlistIdsAction, WishlistIdsState } from '@shop/api-client';
import { atom } from 'jotai';
import { atomWithReducer } from 'jotai/utils';

/** Pieces in the cart (`totalQuantity` of `GET /api/cart/count`): the header shows it, cart, item, login and my page set it. */
export const cartCountAtom = atom(0);

/**
 * The wishlist item ids (the shell loads them once for members); dispatch `WishlistIdsAction`s (reducer
 * `reduceWishlistIds` of `@shop/api-client`).
 */
export const wishlistIdsAtom = atomWithReducer<WishlistIdsState, WishlistIdsAction>(EMPTY_WISHLIST_IDS, reduceWishlistIds);
