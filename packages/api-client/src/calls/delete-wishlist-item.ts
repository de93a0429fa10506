import { API_ERROR_CODES } from '../errors/error-codes.ts';
import { withErrorCode } from '../errors/api-error.ts';
import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `POST /api/wishlist/delete-item` with `{ itemId }`. Failures reject with code `WISHLIST_DELETE_ITEM_FAILED`
 * ("the deletion was not processed normally").
 * @param api The transport.
 * @param itemId The item to take off the wishlist.
 */
export async function deleteWishlistItem(api: ApiTransport, itemId: number): Promise<void> {
  const path = '/api/wishlist/delete-item';
  try {
    await callContract(api, 'POST /api/wishlist/delete-item', { body: { itemId } });
  } catch (error) {
    throw withErrorCode(error, API_ERROR_CODES.WISHLIST_DELETE_ITEM_FAILED, 'POST', path);
  }
}
