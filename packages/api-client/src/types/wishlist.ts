import type { ItemCard } from './item.ts';

/** An entry of the wishlist page. */
export type WishlistEntry = { wishlistId: number; itemId: number; item: ItemCard };

/** Query of `GET /api/wishlist`. */
export type WishlistQuery = { page?: number; size?: number };

/** `POST /api/wishlist` (add or toggle). */
export type WishlistToggleResponse = {
  /** `'ADD'` when the item was inserted. */
  addEventType?: 'ADD' | 'REMOVE' | string | null;
  item?: ItemCard | null;
  /** True when the call removed the entry. */
  removed?: boolean;
  wishlistId?: number | null;
};
