import type { CardListQuery } from '@shop/api-client';
import { readSortKey, sortParams } from '@shop/ui/sort';

/** Highest page number a URL may ask for (anything above is treated as this). */
const MAX_PAGE = 10_000;

/**
 * The 1-based page of a query string; missing or malformed values mean page 1.
 * @example readListPage(new URLSearchParams('page=3')) // 3
 */
export function readListPage(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(1, Number(raw)), MAX_PAGE);
}

/**
 * Sort and page of a list page from its URL (the sort select and pagination write them).
 * @example readCardList(new URLSearchParams('orderBy=SALE_PRICE&sort=ASC&page=2'), 24)
 * // { orderBy: 'SALE_PRICE', sort: 'ASC', page: 2, size: 24 }
 */
export function readCardList(search: URLSearchParams, size: number): CardListQuery {
  const sort = sortParams(readSortKey(search));
  return { orderBy: sort.orderBy, sort: sort.sort, page: readListPage(search), size };
}

/**
 * Like `readCardList`, but without a sort in the URL the list keeps the API's own order (no `orderBy` sent):
 * MD picks in the MD's order, new items newest first.
 */
export function readCardListKeepingOrder(search: URLSearchParams, size: number): CardListQuery {
  const query = readCardList(search, size);
  return search.get('orderBy') ? query : { page: query.page, size };
}

/**
 * A positive whole number of up to nine digits from a path or query value (ids, page numbers), or null.
 * @example readPositiveInt('12') // 12
 * @example readPositiveInt('0') // null
 */
export function readPositiveInt(text: string | null | undefined): number | null {
  return text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}
