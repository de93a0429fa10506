import type { IslandInfo } from '@shop/api-client';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { pageOf } from '../item/pagination.ts';

type IslandQuery = { where: 'ADDRESS' | 'ZIPCODE'; query: string; page: number; size: number; itemsPerPage?: number };

const schema = {
  querystring: {
    type: 'object',
    properties: {
      where: { type: 'string', enum: ['ADDRESS', 'ZIPCODE'], default: 'ADDRESS' },
      query: { type: 'string', maxLength: 100, default: '' },
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      size: { type: 'integer', minimum: 1, maximum: 100, default: 5 },
      itemsPerPage: { type: 'integer', minimum: 1, maximum: 100 },
    },
  },
} as const;

/** Escapes LIKE wildcards so a query matches literally. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** GET /api/common/island-info: Jeju and island zip codes matching an address part or a zip code prefix. */
export function registerIslandRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  app.get<{ Querystring: IslandQuery }>('/api/common/island-info', { schema }, async (request) => {
    const { where, page } = request.query;
    const size = request.query.itemsPerPage ?? request.query.size;
    const text = request.query.query.trim();
    let base = db.selectFrom('islandZipcodes');
    if (text) {
      base = where === 'ZIPCODE'
        ? base.where('zipcode', 'like', `${text.replace(/\D/g, '')}%`)
        : base.where(sql<boolean>`address like ${likeText(text)} escape '\\'`);
    }
    const [{ total }, rows] = await Promise.all([
      base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      base.selectAll().orderBy('zipcode').limit(size).offset((page - 1) * size).execute(),
    ]);
    return pageOf(rows.map((r): IslandInfo => ({ zipcode: r.zipcode, address: r.address, islandType: r.islandType })), page, size, Number(total));
  });
}
