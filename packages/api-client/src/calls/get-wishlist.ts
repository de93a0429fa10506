import { API_ERROR_CODES } from '../errors/error-codes.ts';
import { withErrorCode } from '../errors/api-error.ts';
import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { Page } from '@shop/contracts';
import type { WishlistEntry, WishlistQuery } from '@shop/contracts';

/**
 * `GET /api/wishlist`: a page of the member's wishlist. Failures reject with code `WISHLIST_LIST_FAILED`.
 * @param api The transport.
 * @param query `page` (1-based) and `size`.
 * @returns The page.
 */
export async function getWishlist(api: ApiTransport, query: WishlistQuery = {}): Promise<Page<WishlistEntry>> {
  const path = '/api/wishlist';
  try {
    return await callContract(api, 'GET /api/wishlist', { query: { page: query.page, size: query.size }, cache: 'no-store' });
  } catch (error) {
    throw withErrorCode(error, API_ERROR_CODES.WISHLIST_LIST_FAILED, 'GET', path);
  }
}
