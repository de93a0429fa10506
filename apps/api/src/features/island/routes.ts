import { getIslandInfoContract, type IslandInfo } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { registerContract } from '../../http/register-contract.ts';
import { pageOf } from '../item/pagination.ts';

/** Escapes LIKE wildcards so a query matches literally. */
function likeText(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** GET /api/common/island-info: Jeju and island zip codes matching an address part or a zip code prefix. */
export function registerIslandRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getIslandInfoContract, async ({ query: input }) => {
    const { where, page } = input;
    const size = input.itemsPerPage ?? input.size;
    const text = input.query.trim();
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
