/** The five list sorts of the API contract, as the keys of the sort select. */
export const SORT_KEYS = ['ORDERING', 'CREATED_DATE', 'HITS', 'SALE_PRICE_DESC', 'SALE_PRICE_ASC'] as const;

/** One of the five list sorts. */
export type SortKey = (typeof SORT_KEYS)[number];

/** API sort parameters (`orderBy`, and `sort` where the direction matters). */
export type SortParams = { orderBy: 'ORDERING' | 'CREATED_DATE' | 'HITS' | 'SALE_PRICE'; sort?: 'ASC' | 'DESC' };

/** The default sort (추천순). */
export const DEFAULT_SORT: SortKey = 'ORDERING';

/** Query-string names of the sort, shared by the URL and the API. */
export const SORT_QUERY = { orderBy: 'orderBy', sort: 'sort' } as const;

const PARAMS: Record<SortKey, SortParams> = {
  ORDERING: { orderBy: 'ORDERING' },
  CREATED_DATE: { orderBy: 'CREATED_DATE' },
  HITS: { orderBy: 'HITS' },
  SALE_PRICE_DESC: { orderBy: 'SALE_PRICE', sort: 'DESC' },
  SALE_PRICE_ASC: { orderBy: 'SALE_PRICE', sort: 'ASC' },
};

/**
 * API parameters of a sort.
 * @example sortParams('SALE_PRICE_ASC') // { orderBy: 'SALE_PRICE', sort: 'ASC' }
 */
export function sortParams(key: SortKey): SortParams {
  return PARAMS[key];
}

/**
 * Reads the sort from a query string (`orderBy`, `sort`); anything unknown falls back to 추천순.
 * @example readSortKey(new URLSearchParams('orderBy=SALE_PRICE&sort=DESC')) // 'SALE_PRICE_DESC'
 */
export function readSortKey(search: URLSearchParams): SortKey {
  const orderBy = search.get(SORT_QUERY.orderBy);
  if (orderBy === 'SALE_PRICE') return search.get(SORT_QUERY.sort)?.toUpperCase() === 'ASC' ? 'SALE_PRICE_ASC' : 'SALE_PRICE_DESC';
  return SORT_KEYS.find((key) => key === orderBy) ?? DEFAULT_SORT;
}

/**
 * A copy of `search` with the sort set to `key` and the page reset (the default sort leaves no parameter).
 * @example writeSortKey(new URLSearchParams('page=3&x=1'), 'HITS').toString() // 'x=1&orderBy=HITS'
 */
export function writeSortKey(search: URLSearchParams, key: SortKey, pageParam = 'page'): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(SORT_QUERY.orderBy);
  next.delete(SORT_QUERY.sort);
  next.delete(pageParam);
  if (key === DEFAULT_SORT) return next;
  const params = sortParams(key);
  next.set(SORT_QUERY.orderBy, params.orderBy);
  if (params.sort) next.set(SORT_QUERY.sort, params.sort);
  return next;
}
