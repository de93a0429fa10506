import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ItemCard } from '@shop/contracts';
import type { Page } from '@shop/contracts';
import type { BestGroup } from '@shop/contracts';

/** Length of the best ranking. */
export const BEST_SIZE = 100;

/**
 * `GET /api/display/best`: the top 100 items.
 * @param api The transport.
 * @returns The ranked items.
 */
export async function getBest(api: ApiTransport): Promise<ItemCard[]> {
  return (await callContract(api, 'GET /api/display/best', {})).list;
}

/**
 * `GET /api/display/group-best/item-list`: the best items of a depth-1 category (all items for `''`).
 * @param api The transport.
 * @param categoryUrl The category url, or '' for the overall ranking.
 * @param size How many (100 by default).
 * @returns The first page of the ranking.
 */
export function getGroupBestItems(api: ApiTransport, categoryUrl: string, size = BEST_SIZE): Promise<Page<ItemCard>> {
  return callContract(api, 'GET /api/display/group-best/item-list', { query: { tag: categoryUrl, size, page: 1 } });
}

/**
 * `GET /api/display/group-best`: the first `size` best items overall and of each depth-1 category.
 * @param api The transport.
 * @param size Items per tab (5 by default).
 * @returns The tabs, the overall one (`key` '') first.
 */
export function getGroupBest(api: ApiTransport, size = 5): Promise<BestGroup[]> {
  return callContract(api, 'GET /api/display/group-best', { query: { size } });
}
