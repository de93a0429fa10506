import { ApiError, withErrorCode } from '../errors/api-error.ts';
import { API_ERROR_CODES } from '../errors/error-codes.ts';
import { getUserMessage } from '../errors/get-user-message.ts';
import { EMPTY_WISHLIST_IDS, hasWishlistItem, reduceWishlistIds, wishlistIdsOf } from './wishlist-ids.ts';
import type { WishlistIdsState } from './wishlist-ids.ts';

describe('reduceWishlistIds', () => {
  const loaded: WishlistIdsState = reduceWishlistIds(EMPTY_WISHLIST_IDS, { type: 'loaded', itemIds: [1, 2, 2, 3], entries: [{ wishlistId: 11, itemId: 1 }] });

  it('loads ids without duplicates', () => {
    expect(loaded.itemIds).toEqual([1, 2, 3]);
    expect(loaded.itemIdByWishlistId).toEqual({ '11': 1 });
  });

  it('inserts on ADD and remembers the wishlist id', () => {
    const next = reduceWishlistIds(loaded, { type: 'toggled', itemId: 9, response: { addEventType: 'ADD', wishlistId: 19 } });
    expect(hasWishlistItem(next, 9)).toBe(true);
    expect(next.itemIdByWishlistId['19']).toBe(9);
    expect(reduceWishlistIds(next, { type: 'toggled', itemId: 9, response: { addEventType: 'ADD', wishlistId: 19 } }).itemIds).toEqual([1, 2, 3, 9]);
  });

  it('removes on removed + wishlistId, and ignores removed without a wishlist id', () => {
    const removed = reduceWishlistIds(loaded, { type: 'toggled', itemId: 1, response: { removed: true, wishlistId: 11 } });
    expect(removed.itemIds).toEqual([2, 3]);
    expect(removed.itemIdByWishlistId).toEqual({});
    expect(reduceWishlistIds(loaded, { type: 'toggled', itemId: 1, response: { removed: true } })).toBe(loaded);
  });

  it('deletes by wishlist id or by item id', () => {
    expect(reduceWishlistIds(loaded, { type: 'deleted', wishlistIds: [11] }).itemIds).toEqual([2, 3]);
    expect(reduceWishlistIds(loaded, { type: 'deleted', itemIds: [3] }).itemIds).toEqual([1, 2]);
    expect(reduceWishlistIds(loaded, { type: 'deleted', wishlistIds: [999] }).itemIds).toEqual([1, 2, 3]);
    expect(reduceWishlistIds(loaded, { type: 'cleared' })).toBe(EMPTY_WISHLIST_IDS);
  });
});

describe('wishlist answers and failures', () => {
  it('reads item ids in either shape', () => {
    expect(wishlistIdsOf([1, 2])).toEqual([1, 2]);
    expect(wishlistIdsOf({ list: [4, 'x'] })).toEqual([4]);
    expect([wishlistIdsOf(null), wishlistIdsOf({})]).toEqual([[], []]);
  });

  it('labels wishlist failures with their own messages', () => {
    const failure = new ApiError({ status: 500, method: 'POST', path: '/x' });
    const label = (code: string) => getUserMessage(withErrorCode(failure, code, 'POST', '/api/wishlist'));
    expect(label(API_ERROR_CODES.WISHLIST_DELETE_FAILED)).toBe('관심상품 삭제에 실패했습니다.');
    expect(label(API_ERROR_CODES.WISHLIST_ADD_FAILED)).toBe('관심상품 등록에 실패했습니다.');
  });
});
