import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { Catalogue } from '../catalogue.ts';
import { createPrng } from '../prng.ts';
import { buildCoupons, buildEvents, buildPopups } from './build-events.ts';
import { buildItemInquiries, buildItemReviews, reviewStats } from './build-reviews.ts';
import { FREE_GIFTS, ISLAND_ZIPCODES } from './coupon-data.ts';
import { EVENT_REPLIES } from './event-data.ts';

/** Seed of the community data's random source (independent of the catalogue's). */
export const COMMUNITY_SEED = 20250715;

/** Tables of the community data, children first (the order to delete them in). */
export const COMMUNITY_TABLES = [
  'eventReplies', 'eventGroupItems', 'eventItemGroups', 'events', 'popups', 'couponUsers', 'couponItems', 'coupons',
  'islandZipcodes', 'wishlists', 'memberBlocks', 'contentReports', 'itemInquiries', 'itemReviews', 'itemFreeGifts',
] as const satisfies readonly (keyof Database)[];

async function insertRows(trx: Transaction<Database>, table: keyof Database, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // Rows come from typed builders; Kysely's insert type cannot follow a table name chosen at run time.
    await trx.insertInto(table).values(rows.slice(i, i + 200) as never).execute();
  }
}

/**
 * Inserts reviews (and brings each item's review count and score in line with them), Q&A, free gifts,
 * coupons, island zip codes, events with comments, popups, and a wishlist for demo01. Runs inside the seed's
 * transaction, after the catalogue and the members.
 */
export async function insertCommunity(trx: Transaction<Database>, catalogue: Catalogue, now: number): Promise<void> {
  const rng = createPrng(COMMUNITY_SEED);
  const members = await trx.selectFrom('members').select(['id', 'loginId']).execute();
  const memberIds = new Map(members.map((m) => [m.loginId, m.id]));
  const regular = catalogue.items.filter((it) => it.row.itemType !== '3');

  for (const item of catalogue.items) {
    const reviews = buildItemReviews(item, memberIds, rng, now);
    await insertRows(trx, 'itemReviews', reviews);
    await trx.updateTable('items').set(reviewStats(reviews)).where('id', '=', item.row.id).execute();
  }
  await insertRows(trx, 'itemInquiries', catalogue.items.flatMap((item) => buildItemInquiries(item, memberIds, rng, now)));
  const gifts = catalogue.items.filter((it) => it.row.itemType === '3' || rng.chance(0.12));
  await insertRows(trx, 'itemFreeGifts', gifts.map((it) => ({ itemId: it.row.id, text: rng.pick(FREE_GIFTS) })));

  const { coupons, couponItems } = buildCoupons(catalogue.items, now);
  await insertRows(trx, 'coupons', coupons);
  await insertRows(trx, 'couponItems', couponItems);
  await insertRows(trx, 'islandZipcodes', ISLAND_ZIPCODES);

  const { events, groups, groupItems } = buildEvents(regular, now, rng);
  await insertRows(trx, 'events', events);
  await insertRows(trx, 'eventItemGroups', groups);
  await insertRows(trx, 'eventGroupItems', groupItems);
  await insertRows(trx, 'eventReplies', EVENT_REPLIES.map((r) => ({
    eventId: r.eventId, memberId: memberIds.get(r.writer) ?? null, writerLoginId: r.writer, content: r.content,
    createdAt: toSeoulTimestamp(now - r.hoursAgo * 3_600_000),
  })));
  await insertRows(trx, 'popups', buildPopups(now));

  const demo = memberIds.get('demo01');
  if (demo !== undefined) {
    const createdAt = toSeoulTimestamp(now);
    const wished = rng.sample(regular.filter((it) => it.row.stockQuantity > 0), 4);
    await insertRows(trx, 'wishlists', wished.map((it) => ({ memberId: demo, itemId: it.row.id, createdAt })));
  }
}
