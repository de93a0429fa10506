import { API_ERROR_CODES } from '../errors/error-codes.ts';
import { withErrorCode } from '../errors/api-error.ts';
import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `POST /api/wishlist/delete-wishlist` with the list of wishlist ids as body.
 * Failures reject with code `WISHLIST_DELETE_FAILED`.
 * @param api The transport.
 * @param wishlistIds Entries to delete.
 */
export async function deleteWishlist(api: ApiTransport, wishlistIds: readonly number[]): Promise<void> {
  const path = '/api/wishlist/delete-wishlist';
  try {
    await callContract(api, 'POST /api/wishlist/delete-wishlist', { body: [...wishlistIds] });
  } catch (error) {
    throw withErrorCode(error, API_ERROR_CODES.WISHLIST_DELETE_FAILED, 'POST', path);
  }
}
