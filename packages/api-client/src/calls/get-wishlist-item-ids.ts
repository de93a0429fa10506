import { API_ERROR_CODES } from '../errors/error-codes.ts';
import { withErrorCode } from '../errors/api-error.ts';
import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

function toIds(value: unknown): number[] {
  const list = Array.isArray(value) ? value : (value as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list.filter((id): id is number => typeof id === 'number') : [];
}

/**
 * `GET /api/wishlist/item-ids`: ids of the items on the member's wishlist.
 * Failures reject with code `WISHLIST_LIST_FAILED`.
 * @param api The transport.
 * @returns Item ids (from a bare array or `{ list }`).
 */
export async function getWishlistItemIds(api: ApiTransport): Promise<number[]> {
  const path = '/api/wishlist/item-ids';
  try {
    return toIds(await callContract(api, 'GET /api/wishlist/item-ids', { cache: 'no-store' }));
  } catch (error) {
    throw withErrorCode(error, API_ERROR_CODES.WISHLIST_LIST_FAILED, 'GET', path);
  }
}
