import { API_ERROR_CODES } from '../errors/error-codes.ts';
import { withErrorCode } from '../errors/api-error.ts';
import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `GET /api/wishlist/count`. Failures reject with code `WISHLIST_COUNT_FAILED`.
 * @param api The transport.
 * @returns The number of wishlist entries (`count`, or a bare number).
 */
export async function getWishlistCount(api: ApiTransport): Promise<number> {
  const path = '/api/wishlist/count';
  let answer: unknown;
  try {
    answer = await callContract(api, 'GET /api/wishlist/count', { cache: 'no-store' });
  } catch (error) {
    throw withErrorCode(error, API_ERROR_CODES.WISHLIST_COUNT_FAILED, 'GET', path);
  }
  if (typeof answer === 'number') return answer;
  const count = (answer as { count?: unknown } | null)?.count;
  return typeof count === 'number' ? count : 0;
}
