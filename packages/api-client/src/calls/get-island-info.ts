import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { IslandInfo, IslandQuery } from '@shop/contracts';
import type { Page } from '@shop/contracts';

/**
 * `GET /api/common/island-info`: Jeju and island zip codes by address part or zip code prefix.
 * @param api The transport.
 * @param query `where` (ADDRESS or ZIPCODE), `query`, `page`, `size` (default 5).
 * @returns The page.
 */
export function getIslandInfo(api: ApiTransport, query: IslandQuery): Promise<Page<IslandInfo>> {
  return callContract(api, 'GET /api/common/island-info', { query: { where: query.where, query: query.query, page: query.page ?? 1, size: query.size ?? 5 } });
}
