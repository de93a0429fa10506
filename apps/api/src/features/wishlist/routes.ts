import {
  deleteWishlistContract, deleteWishlistItemContract, getWishlistContract, getWishlistCountContract, getWishlistItemIdsContract, toggleWishlistContract,
  type WishlistEntry,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { requireMember } from '../auth/service.ts';
import { cardQuery, toItemCards } from '../item/item-card.ts';
import { pageOf } from '../item/pagination.ts';

const noStore = (reply: FastifyReply): void => void reply.header('cache-control', 'private, no-store');

/** The member's wishlist: list, count, item ids, toggle, and deletion by wishlist ids or by item id. */
export function registerWishlistRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  const entries = (memberId: number) => db.selectFrom('wishlists').where('memberId', '=', memberId);

  registerContract(app, getWishlistContract, async ({ query }, request, reply) => {
    const member = await requireMember(db, request);
    const { page, size } = query;
    const [{ total }, rows] = await Promise.all([
      entries(member.id).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
      entries(member.id).select(['id', 'itemId']).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
    ]);
    const cards = rows.length === 0 ? [] : await toItemCards(db, await cardQuery(db).where('items.id', 'in', rows.map((r) => r.itemId)).execute());
    const content = rows.flatMap((r): WishlistEntry[] => {
      const item = cards.find((c) => c.itemId === r.itemId);
      return item ? [{ wishlistId: r.id, itemId: r.itemId, item }] : [];
    });
    noStore(reply);
    return pageOf(content, page, size, Number(total));
  });

  registerContract(app, getWishlistCountContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    const { total } = await entries(member.id).select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
    noStore(reply);
    return { count: Number(total) };
  });

  registerContract(app, getWishlistItemIdsContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    const rows = await entries(member.id).select('itemId').orderBy('id').execute();
    noStore(reply);
    return { list: rows.map((r) => r.itemId) };
  });

  registerContract(app, toggleWishlistContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    const { itemId } = body;
    const row = await cardQuery(db).where('items.id', '=', itemId).executeTakeFirst();
    if (!row) throw apiError('ITEM_NOT_FOUND');
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

  registerContract(app, deleteWishlistContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    const result = await db.deleteFrom('wishlists').where('memberId', '=', member.id).where('id', 'in', [...new Set(body)]).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw apiError('WISHLIST_NOT_FOUND');
    return { status: 200 };
  });

  registerContract(app, deleteWishlistItemContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    const result = await db.deleteFrom('wishlists').where('memberId', '=', member.id).where('itemId', '=', body.itemId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw apiError('WISHLIST_NOT_FOUND');
    return { status: 200 };
  });
}
