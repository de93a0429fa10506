import type { SpotPage } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { cardQuery, toItemCards } from '../item/item-card.ts';
import { pageOf } from '../item/pagination.ts';
import { spotFields } from './spot-rules.ts';

/**
 * The time deals listed at `now` (time-limited ones running, weekly ones within their period), in display order.
 */
export async function listSpots(db: Kysely<Database>, now: number, page: number, size: number): Promise<SpotPage> {
  const stamp = toSeoulTimestamp(now);
  const listed = db.selectFrom('itemSpots').where('startDate', '<=', stamp).where('endDate', '>', stamp);
  const [{ total }, spots] = await Promise.all([
    listed.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    listed.selectAll().orderBy('ordering').orderBy('itemId').limit(size).offset((page - 1) * size).execute(),
  ]);
  const rows = spots.length ? await cardQuery(db).where('items.id', 'in', spots.map((s) => s.itemId)).execute() : [];
  const cards = new Map((await toItemCards(db, rows)).map((card) => [card.itemId, card]));
  const content = spots.flatMap((spot) => {
    const card = cards.get(spot.itemId);
    return card ? [{ ...card, ...spotFields(spot, now) }] : [];
  });
  return { ...pageOf(content, page, size, Number(total)), serverTime: stamp };
}
