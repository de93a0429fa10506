import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { getItemDetail } from './detail-service.ts';
import { listItems, ORDER_BY, type ItemListQuery } from './list-service.ts';

const listSchema = {
  querystring: {
    type: 'object',
    properties: {
      categoryUrl: { type: 'string', maxLength: 100 },
      categoryCode: { type: 'string', maxLength: 100 },
      orderBy: { type: 'string', enum: [...ORDER_BY] },
      sort: { type: 'string', enum: ['', 'ASC', 'DESC', 'asc', 'desc'] },
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      itemsPerPage: { type: 'integer', minimum: 1, maximum: 100, default: 24 },
    },
  },
} as const;

const detailSchema = {
  params: { type: 'object', properties: { itemUserCode: { type: 'string', minLength: 1, maxLength: 50 } }, required: ['itemUserCode'] },
} as const;

/** GET /api/item (list) and /api/item/{itemUserCode} (detail). */
export function registerItemRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  app.get<{ Querystring: ItemListQuery }>('/api/item', { schema: listSchema }, (request) => listItems(db, request.query));

  app.get<{ Params: { itemUserCode: string } }>('/api/item/:itemUserCode', { schema: detailSchema }, (request) =>
    getItemDetail(db, request.params.itemUserCode),
  );
}
