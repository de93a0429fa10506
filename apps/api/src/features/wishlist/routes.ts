import type { WishlistEntry } from '@shop/api-client';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { notFound } from '../../http/errors.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { COMMUNITY_MESSAGES } from '../../messages/community.ko.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { requireMember } from '../auth/service.ts';
import { cardQuery, toItemCards } from '../item/item-card.ts';
import { pageOf } from '../item/pagination.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const itemBody = { body: { type: 'object', required: ['itemId'], properties: { itemId: id } } } as const;
const listSchema = {
  querystring: {
    type: 'object',
    properties: { page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 }, size: { type: 'integer', minimum: 1, maximum: 100, default: 6 } },
  },
} as const;
const deleteSchema = { body: { type: 'array', minItems: 1, maxItems: 500, items: id } } as const;

const noStore = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'private, no-store');

/** The member's wishlist: list, count, item ids, toggle, and deletion by wishlist ids or by item id. */
export function registerWishlistRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  const entries = (memberId: number) => db.selectFrom('wishlists').where('memberId', '=', memberId);

  app.get<{ Querystring: { page: number; size: number } }>('/api/wishlist', { schema: listSchema }, async (request, reply) => {
    const member = await requireMember(db, request);
    const { page, size } = request.query;
    const [{ total }, rows] = await Promise.all([
      entries(member.id).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      entries(member.id).select(['id', 'itemId']).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
    ]);
    const cards = rows.length === 0 ? [] : await toItemCards(db, await cardQuery(db).where('items.id', 'in', rows.map((r) => r.itemId)).execute());
    const content = rows.flatMap((r): WishlistEntry[] => {
      const item = cards.find((c) => c.itemId === r.itemId);
      return item ? [{ wishlistId: r.id, itemId: r.itemId, item }] : [];
    });
    return noStore(reply).send(pageOf(content, page, size, Number(total)));
  });

  app.get('/api/wishlist/count', async (request, reply) => {
    const member = await requireMember(db, request);
    const { total } = await entries(member.id).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
    return noStore(reply).send({ count: Number(total) });
  });

  app.get('/api/wishlist/item-ids', async (request, reply) => {
    const member = await requireMember(db, request);
    const rows = await entries(member.id).select('itemId').orderBy('id').execute();
    return noStore(reply).send({ list: rows.map((r) => r.itemId) });
  });

  app.post<{ Body: { itemId: number } }>('/api/wishlist', { schema: itemBody }, async (request) => {
    const member = await requireMember(db, request);
    const { itemId } = request.body;
    const row = await cardQuery(db).where('items.id', '=', itemId).executeTakeFirst();
    if (!row) throw notFound(MESSAGES.item.notFound, 'ITEM_NOT_FOUND');
    const [item] = await toItemCards(db, [row]);
    const existing = await entries(member.id).select('id').where('itemId', '=', itemId).executeTakeFirst();
    if (existing) {
      await db.deleteFrom('wishlists').where('id', '=', existing.id).execute();
      return { addEventType: 'REMOVE', removed: true, wishlistId: existing.id, item };
    }
    const created = await db
      .insertInto('wishlists')
      .values({ memberId: member.id, itemId, createdAt: toSeoulTimestamp(Date.now()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { addEventType: 'ADD', removed: false, wishlistId: created.id, item };
  });

  app.post<{ Body: number[] }>('/api/wishlist/delete-wishlist', { schema: deleteSchema }, async (request) => {
    const member = await requireMember(db, request);
    const result = await db.deleteFrom('wishlists').where('memberId', '=', member.id).where('id', 'in', [...new Set(request.body)]).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(COMMUNITY_MESSAGES.errors.wishlistNothingDeleted, 'WISHLIST_NOT_FOUND');
    return { status: 200 };
  });

  app.post<{ Body: { itemId: number } }>('/api/wishlist/delete-item', { schema: itemBody }, async (request) => {
    const member = await requireMember(db, request);
    const result = await db.deleteFrom('wishlists').where('memberId', '=', member.id).where('itemId', '=', request.body.itemId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound(COMMUNITY_MESSAGES.errors.wishlistNothingDeleted, 'WISHLIST_NOT_FOUND');
    return { status: 200 };
  });
}
