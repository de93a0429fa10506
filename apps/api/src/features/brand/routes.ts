import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { CARD_LIST_PROPERTIES, pageSize, type CardListQuery } from '../display/card-page.ts';
import { brandItems, getBrand, listBrands, mainBrands } from './brand-service.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** GET /api/brand, /api/brand/main, /api/brand/{id} and /api/brand/{id}/items. */
export function registerBrandRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  app.get('/api/brand', () => listBrands(db));
  app.get('/api/brand/main', () => mainBrands(db));
  app.get<{ Params: { id: number } }>('/api/brand/:id', { schema: { params: idParams } }, (request) => getBrand(db, request.params.id));
  app.get<{ Params: { id: number }; Querystring: Omit<CardListQuery, 'size'> & { size?: number; itemsPerPage?: number } }>(
    '/api/brand/:id/items',
    { schema: { params: idParams, querystring: { type: 'object', properties: CARD_LIST_PROPERTIES } } },
    (request) => {
      const { orderBy, sort, page } = request.query;
      return brandItems(db, request.params.id, { orderBy, sort, page, size: pageSize(request.query) });
    },
  );
}
