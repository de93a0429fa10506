import type { ReviewQuery } from '@shop/api-client';

/** Reviews shown per page under an item. */
export const REVIEWS_PER_PAGE = 5;

/** Questions shown per page under an item. */
export const INQUIRIES_PER_PAGE = 5;

/**
 * The query of `GET /api/item/reviews`: only the filters that are set, page 1 and 5 a page unless asked.
 * @param query The item and the filters.
 * @returns The query values (empty ones are left out of the URL by the transport).
 */
export function reviewsQuery(query: ReviewQuery) {
  return {
    itemUserCode: query.itemUserCode,
    photoFlag: query.photoFlag || undefined,
    score: query.score || undefined,
    orderBy: query.orderBy || undefined,
    page: query.page ?? 1,
    size: query.size ?? REVIEWS_PER_PAGE,
  };
}
