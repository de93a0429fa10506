import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ItemListQuery, ItemListResponse } from '@shop/contracts';

/** Items per page of category lists. */
export const ITEMS_PER_PAGE = 24;

/**
 * `GET /api/item`: a page of a category's items.
 * @param api The transport.
 * @param query `categoryUrl`, `orderBy`, `sort`, `page` (1-based), `itemsPerPage` (default 24).
 * @returns The page plus the category with its breadcrumbs.
 */
export function getItems(api: ApiTransport, query: ItemListQuery): Promise<ItemListResponse> {
  return callContract(api, 'GET /api/item', { query: { categoryUrl: query.categoryUrl, orderBy: query.orderBy, sort: query.sort, page: query.page, itemsPerPage: query.itemsPerPage ?? ITEMS_PER_PAGE } });
}
