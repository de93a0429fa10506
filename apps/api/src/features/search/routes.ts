import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { CARD_LIST_PROPERTIES, pageSize, type CardListQuery } from '../display/card-page.ts';
import { recordSearch, searchInfo, searchItems } from './search-service.ts';

type ResultQuerystring = Omit<CardListQuery, 'size'> & { query?: string; size?: number; itemsPerPage?: number };

const resultSchema = {
  querystring: { type: 'object', properties: { ...CARD_LIST_PROPERTIES, query: { type: 'string', maxLength: 100 } } },
} as const;

/** GET /api/search/result and /api/search/info. */
export function registerSearchRoutes(app: FastifyInstance, handle: DatabaseHandle, clock: () => number = Date.now): void {
  const { db, kind } = handle;
  app.get<{ Querystring: ResultQuerystring }>('/api/search/result', { schema: resultSchema }, async (request) => {
    const { query = '', orderBy, sort, page } = request.query;
    const result = await searchItems(db, kind, query, { orderBy, sort, page, size: pageSize(request.query) });
    if (page === 1 && !orderBy && result.pagination.totalElements > 0) {
      // Counting is a side effect: a failure must not cost the shopper the results.
      await recordSearch(db, query, clock()).catch((error: unknown) => request.log.warn({ err: error }, 'search keyword not counted'));
    }
    return result;
  });
  app.get('/api/search/info', () => searchInfo(db, clock()));
}
