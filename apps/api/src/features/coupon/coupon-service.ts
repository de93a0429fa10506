import type { DownloadableCoupon, ItemCouponsResponse } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { allowsCoupons, isIssuable, toCouponView } from './coupon-rules.ts';

const DAY = 86_400_000;

/** The item by id or code, whether it (and its set members) allow coupons. 404 for an unknown item. */
export async function couponItem(db: Kysely<Database>, where: { id: number } | { code: string }) {
  let query = db.selectFrom('items').select(['id', 'couponUseFlag']);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('itemUserCode', '=', where.code);
  const item = await query.executeTakeFirst();
  if (!item) throw apiError('ITEM_NOT_FOUND');
  const members = await db
    .selectFrom('itemSetComponents')
    .innerJoin('items', 'items.id', 'itemSetComponents.componentItemId')
    .select('items.couponUseFlag')
    .where('itemSetComponents.setItemId', '=', item.id)
    .execute();
  return { id: item.id, allowed: allowsCoupons(item, members) };
}

/** Coupons that can be downloaded now for the item (none when the item does not allow coupons). */
export async function issuableCouponsFor(db: Kysely<Database>, itemId: number, now: string) {
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('couponType', '=', 'ITEM')
    .where('issueKind', '=', 'DOWNLOAD')
    .where('issueStartDate', '<=', now)
    .where('issueEndDate', '>=', now)
    .where((eb) => eb.or([
      eb('targetItemType', '=', '1'),
      eb.exists(eb.selectFrom('couponItems').select('couponItems.itemId').whereRef('couponItems.couponId', '=', 'coupons.id').where('couponItems.itemId', '=', itemId)),
    ]))
    .orderBy('id')
    .execute();
  return rows;
}

async function downloadedIds(db: Kysely<Database>, memberId: number | undefined): Promise<Set<number>> {
  if (memberId === undefined) return new Set();
  const rows = await db.selectFrom('couponUsers').select('couponId').where('memberId', '=', memberId).execute();
  return new Set(rows.map((r) => r.couponId));
}

/** The item's downloadable coupons with counts, as `GET /api/coupon/download-coupons?itemId=` answers. */
export async function couponsForItem(db: Kysely<Database>, itemId: number, memberId: number | undefined, now = Date.now()): Promise<ItemCouponsResponse> {
  const item = await couponItem(db, { id: itemId });
  const coupons = item.allowed ? await issuableCouponsFor(db, item.id, toSeoulTimestamp(now)) : [];
  const mine = await downloadedIds(db, memberId);
  const content: DownloadableCoupon[] = coupons.map((c) => toCouponView(c, mine.has(c.id)));
  const completed = content.filter((c) => c.downloadedFlag === 'Y').length;
  return {
    couponUseFlag: item.allowed ? 'Y' : 'N',
    availableCount: content.length,
    completedUserCouponCount: completed,
    downloadAvailableCount: content.length - completed,
    couponPageResponse: {
      content,
      pagination: { currentPage: 1, size: Math.max(1, content.length), totalElements: content.length, totalPages: 1, first: true, last: true },
    },
  };
}

async function grant(handle: DatabaseHandle, memberId: number, couponIds: number[], now: number): Promise<number> {
  return writeTransaction(handle, async (trx) => {
    const coupons = await trx.selectFrom('coupons').selectAll().where('id', 'in', couponIds).execute();
    const have = new Set((await trx.selectFrom('couponUsers').select('couponId').where('memberId', '=', memberId).execute()).map((r) => r.couponId));
    const fresh = coupons.filter((c) => !have.has(c.id));
    const start = toSeoulTimestamp(now);
    for (const c of fresh) {
      await trx.insertInto('couponUsers').values({
        couponId: c.id, memberId, applyStartDate: start, applyEndDate: toSeoulTimestamp(now + c.applyDays * DAY - 1000), usedDate: null, createdAt: start,
      }).execute();
    }
    return fresh.length;
  });
}

/** Downloads one coupon: 404 unknown, 400 outside its issue window or already downloaded. */
export async function downloadCoupon(handle: DatabaseHandle, memberId: number, couponId: number, now = Date.now()): Promise<void> {
  const coupon = await handle.db.selectFrom('coupons').selectAll().where('id', '=', couponId).executeTakeFirst();
  if (!coupon) throw apiError('COUPON_NOT_FOUND');
  // The welcome pack is given at sign-up only (welcome-pack.ts), never downloaded.
  if (coupon.issueKind !== 'DOWNLOAD' || !isIssuable(coupon, toSeoulTimestamp(now))) throw apiError('COUPON_NOT_ISSUABLE');
  if ((await grant(handle, memberId, [couponId], now)) === 0) throw apiError('ALREADY_DOWNLOADED');
}

/**
 * Downloads every coupon of the item the member does not have yet. 400 when the item (or a set member) does
 * not allow coupons, or when nothing is left to download.
 */
export async function downloadAllForItem(handle: DatabaseHandle, memberId: number, itemUserCode: string, now = Date.now()) {
  const item = await couponItem(handle.db, { code: itemUserCode });
  if (!item.allowed) throw apiError('COUPON_NOT_ALLOWED');
  const coupons = await issuableCouponsFor(handle.db, item.id, toSeoulTimestamp(now));
  const downloaded = await grant(handle, memberId, coupons.map((c) => c.id), now);
  if (downloaded === 0) throw apiError('NO_COUPON');
  return { downloadedCount: downloaded, ...(await couponsForItem(handle.db, item.id, memberId, now)) };
}
