import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { CardListQuery, SearchInfo, SearchResultResponse } from '@shop/contracts';
import { cardListParams } from './card-list-query.ts';

/**
 * `GET /api/search/result`: items matching every word of `query` (partial words and Korean initial consonants).
 * @param api The transport.
 * @param query The search text.
 * @param list Sort, page and size (24 by default, sent as `itemsPerPage`).
 * @returns A page of items plus the query as understood.
 */
export function searchItems(api: ApiTransport, query: string, list: CardListQuery = {}): Promise<SearchResultResponse> {
  const { size, ...rest } = cardListParams(list);
  return callContract(api, 'GET /api/search/result', { query: { query, ...rest, itemsPerPage: size } });
}

/**
 * `GET /api/search/info`: popular keywords and where an empty search leads.
 * @param api The transport.
 * @returns The keywords and the recommendation (null when none runs).
 */
export async function getSearchInfo(api: ApiTransport): Promise<SearchInfo> {
  const answer = await callContract(api, 'GET /api/search/info', {});
  return { keywords: answer?.keywords ?? [], recommend: answer?.recommend ?? null };
}
