import { API_ERROR_CODES } from '../errors/error-codes.ts';
import { withErrorCode } from '../errors/api-error.ts';
import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { WishlistToggleResponse } from '@shop/contracts';

/**
 * `POST /api/wishlist` with `{ itemId }`: adds the item (or removes it when the server toggles).
 * Feed the answer to `reduceWishlistIds`. Failures reject with code `WISHLIST_ADD_FAILED`.
 * @param api The transport.
 * @param itemId The item.
 * @returns `{ addEventType, item, removed, wishlistId }`.
 */
export async function toggleWishlist(api: ApiTransport, itemId: number): Promise<WishlistToggleResponse> {
  const path = '/api/wishlist';
  try {
    return (await callContract(api, 'POST /api/wishlist', { body: { itemId } })) ?? {};
  } catch (error) {
    throw withErrorCode(error, API_ERROR_CODES.WISHLIST_ADD_FAILED, 'POST', path);
  }
}
