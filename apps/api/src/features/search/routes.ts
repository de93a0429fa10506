import { getSearchInfoContract, searchItemsContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { clientAddress } from '../../http/client-address.ts';
import { registerContract } from '../../http/register-contract.ts';
import { listQuery } from '../display/card-page.ts';
import { ownerOf } from '../cart/cart-owner.ts';
import { recordSearch, searchInfo, searchItems } from './search-service.ts';

/** GET /api/search/result and /api/search/info. */
export function registerSearchRoutes(app: FastifyInstance, handle: DatabaseHandle, clock: () => number = Date.now): void {
  const { db, kind } = handle;
  registerContract(app, searchItemsContract, async ({ query: input }, request) => {
    const { query = '', orderBy, page } = input;
    const result = await searchItems(db, kind, query, listQuery(input));
    if (page === 1 && !orderBy && result.pagination.totalElements > 0) {
      // Counting is a side effect: a failure must not cost the shopper the results.
      const searcher = await ownerOf(db, request).catch(() => undefined);
      await recordSearch(db, query, searcher, clock(), clientAddress(request)).catch((error: unknown) => request.log.warn({ err: error }, 'search keyword not counted'));
    }
    return result;
  });
  registerContract(app, getSearchInfoContract, () => searchInfo(db, clock()));
}
