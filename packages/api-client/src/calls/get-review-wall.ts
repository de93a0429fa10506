import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { Page } from '@shop/contracts';
import type { WallQuery, WallReview } from '@shop/contracts';

/**
 * `GET /api/display/reviews`: the review wall, newest first.
 * @param api The transport.
 * @param query `brandId`, `photoFlag` ('Y' photo reviews only), `page`, `size` (20 by default).
 * @returns A page of reviews.
 */
export function getReviewWall(api: ApiTransport, query: WallQuery = {}): Promise<Page<WallReview>> {
  return callContract(api, 'GET /api/display/reviews', { query: { brandId: query.brandId, photoFlag: query.photoFlag, page: query.page, size: query.size } });
}

/**
 * `GET /api/display/main-reviews`: the newest well-rated reviews for the home page, photo reviews first.
 * @param api The transport.
 * @param limit How many (8 by default).
 * @returns The reviews.
 */
export async function getMainReviews(api: ApiTransport, limit = 8): Promise<WallReview[]> {
  return (await callContract(api, 'GET /api/display/main-reviews', { query: { limit } })).list;
}
