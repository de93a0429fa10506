import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ReviewPage, ReviewQuery } from '@shop/contracts';

/** Reviews per page on the item page. */
export const REVIEWS_PER_PAGE = 5;

/**
 * `GET /api/item/reviews`: a page of an item's reviews and the score summary.
 * @param api The transport.
 * @param query Item code, photo-only flag, score (0 = all), sort, page and size (default 5).
 * @returns The page with `summary`.
 */
export function getItemReviews(api: ApiTransport, query: ReviewQuery): Promise<ReviewPage> {
  return callContract(api, 'GET /api/item/reviews', {
    query: {
      itemUserCode: query.itemUserCode,
      photoFlag: query.photoFlag || undefined,
      score: query.score || undefined,
      orderBy: query.orderBy || undefined,
      page: query.page ?? 1,
      size: query.size ?? REVIEWS_PER_PAGE,
    },
    cache: 'no-store',
  });
}
