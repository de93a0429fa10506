import type { ItemListQuery } from '@shop/api-client';
import { readSortKey, sortParams } from '@shop/ui/sort';

/** Items per page of a category list. */
export const CATEGORY_PAGE_SIZE = 24;

/** Highest page number a URL may ask for (anything above is treated as this). */
const MAX_PAGE = 10_000;

/**
 * The 1-based page of a query string; missing or malformed values mean page 1.
 * @example readPage(new URLSearchParams('page=3')) // 3
 */
export function readPage(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.min(Math.max(1, Number(raw)), MAX_PAGE);
}

/**
 * The API query of a category page from its URL: sort and page live in the query string.
 * @example itemListQuery('shirts', new URLSearchParams('orderBy=SALE_PRICE&sort=ASC&page=2'))
 * // { categoryUrl: 'shirts', orderBy: 'SALE_PRICE', sort: 'ASC', page: 2, itemsPerPage: 24 }
 */
export function itemListQuery(categoryUrl: string, search: URLSearchParams): ItemListQuery {
  const sort = sortParams(readSortKey(search));
  return { categoryUrl, orderBy: sort.orderBy, sort: sort.sort, page: readPage(search), itemsPerPage: CATEGORY_PAGE_SIZE };
}
