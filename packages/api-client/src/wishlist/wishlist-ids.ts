import type { WishlistToggleResponse } from '@shop/contracts';

/** Item ids on the wishlist, plus the wishlist id of each entry when known. */
export type WishlistIdsState = {
  itemIds: readonly number[];
  /** Wishlist id (as a string key) → item id. */
  itemIdByWishlistId: Readonly<Record<string, number>>;
};

/** What can happen to the wishlist. */
export type WishlistIdsAction =
  | { type: 'loaded'; itemIds: readonly number[]; entries?: readonly { wishlistId: number; itemId: number }[] }
  | { type: 'toggled'; itemId: number; response: WishlistToggleResponse }
  | { type: 'deleted'; wishlistIds?: readonly number[]; itemIds?: readonly number[] }
  | { type: 'cleared' };

/** The empty wishlist. */
export const EMPTY_WISHLIST_IDS: WishlistIdsState = { itemIds: [], itemIdByWishlistId: {} };

function remove(state: WishlistIdsState, wishlistIds: readonly number[], itemIds: readonly number[]): WishlistIdsState {
  const gone = new Set(itemIds);
  for (const wishlistId of wishlistIds) {
    const itemId = state.itemIdByWishlistId[String(wishlistId)];
    if (itemId !== undefined) gone.add(itemId);
  }
  const map = Object.fromEntries(Object.entries(state.itemIdByWishlistId).filter(([, itemId]) => !gone.has(itemId)));
  return { itemIds: state.itemIds.filter((id) => !gone.has(id)), itemIdByWishlistId: map };
}

function insert(state: WishlistIdsState, itemId: number, wishlistId: number | null | undefined): WishlistIdsState {
  const itemIds = state.itemIds.includes(itemId) ? state.itemIds : [...state.itemIds, itemId];
  const itemIdByWishlistId = typeof wishlistId === 'number' ? { ...state.itemIdByWishlistId, [String(wishlistId)]: itemId } : state.itemIdByWishlistId;
  return { itemIds, itemIdByWishlistId };
}

/**
 * Pure reducer of the wishlist id set (spec section 4): a toggle answer with `addEventType: 'ADD'` inserts
 * the item; one with `removed` and a `wishlistId` removes it; deletion works by wishlist id or by item id.
 * @param state Current state.
 * @param action What happened.
 * @returns The next state (the same object when nothing changed).
 * @example reduceWishlistIds(EMPTY_WISHLIST_IDS, { type: 'toggled', itemId: 7, response: { addEventType: 'ADD', wishlistId: 3 } })
 */
export function reduceWishlistIds(state: WishlistIdsState, action: WishlistIdsAction): WishlistIdsState {
  switch (action.type) {
    case 'loaded': {
      const map: Record<string, number> = {};
      for (const entry of action.entries ?? []) map[String(entry.wishlistId)] = entry.itemId;
      return { itemIds: [...new Set(action.itemIds)], itemIdByWishlistId: map };
    }
    case 'toggled': {
      const { response } = action;
      if (response.addEventType === 'ADD') return insert(state, action.itemId, response.wishlistId);
      if (response.removed && typeof response.wishlistId === 'number') return remove(state, [response.wishlistId], [action.itemId]);
      return state;
    }
    case 'deleted':
      return remove(state, action.wishlistIds ?? [], action.itemIds ?? []);
    case 'cleared':
      return EMPTY_WISHLIST_IDS;
  }
}

/**
 * Whether an item is on the wishlist.
 * @param state The wishlist state.
 * @param itemId The item.
 * @returns True when present.
 */
export function hasWishlistItem(state: WishlistIdsState, itemId: number): boolean {
  return state.itemIds.includes(itemId);
}

/**
 * Item ids from the answer of `GET /api/wishlist/item-ids` (a bare array or `{ list }`); anything else is no ids.
 * @param answer The answer.
 * @returns The numeric ids.
 * @example wishlistIdsOf({ list: [4] }) // [4]
 */
export function wishlistIdsOf(answer: unknown): number[] {
  const list = Array.isArray(answer) ? answer : (answer as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : [];
}
