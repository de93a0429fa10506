import type { CardListQuery } from '@shop/contracts';

/** Default page size of sortable item lists. */
export const CARD_LIST_SIZE = 24;

/**
 * The query string of a sortable item list.
 * @param query Sort, page and size (24 by default).
 * @returns The query values (empty ones are left out of the URL by the transport).
 */
export function cardListParams(query: CardListQuery = {}): CardListQuery {
  return { orderBy: query.orderBy, sort: query.sort, page: query.page, size: query.size ?? CARD_LIST_SIZE };
}
