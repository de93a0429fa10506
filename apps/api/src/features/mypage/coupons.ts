import type { MyCoupons } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { isIssuable } from '../coupon/coupon-rules.ts';
import { downloadCoupon } from '../coupon/coupon-service.ts';
import { cardQuery, toItemCards } from '../item/item-card.ts';
import { pageOf } from '../item/pagination.ts';

/** The member's wallet: usable coupons (unused, not expired) or the rest (used or expired), with both counts. */
export async function myCoupons(db: Kysely<Database>, memberId: number, q: { page: number; size: number; complete: 'Y' | 'N' }, now = Date.now()): Promise<MyCoupons> {
  const at = toSeoulTimestamp(now);
  const base = db.selectFrom('couponUsers').innerJoin('coupons', 'coupons.id', 'couponUsers.couponId').where('couponUsers.memberId', '=', memberId);
  const usable = base.where('couponUsers.usedDate', 'is', null).where('couponUsers.applyEndDate', '>=', at);
  const done = base.where((eb) => eb.or([eb('couponUsers.usedDate', 'is not', null), eb('couponUsers.applyEndDate', '<', at)]));
  const tab = q.complete === 'Y' ? done : usable;
  const [a, c, rows] = await Promise.all([
    usable.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    done.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    tab.select(['couponUsers.id', 'couponUsers.couponId', 'coupons.name', 'coupons.comment', 'coupons.couponType', 'coupons.payType', 'coupons.pay',
      'coupons.payRestriction', 'coupons.maxDiscount', 'coupons.targetItemType', 'couponUsers.applyStartDate', 'couponUsers.applyEndDate', 'couponUsers.usedDate'])
      .orderBy('couponUsers.applyEndDate', q.complete === 'Y' ? 'desc' : 'asc').orderBy('couponUsers.id').limit(q.size).offset((q.page - 1) * q.size).execute(),
  ]);
  const total = Number(q.complete === 'Y' ? c.n : a.n);
  return {
    availableCount: Number(a.n), completedCount: Number(c.n),
    couponPageResponse: pageOf(rows.map((r) => ({
      couponUserId: r.id, couponId: r.couponId, couponName: r.name, couponComment: r.comment, couponType: r.couponType, couponPayType: r.payType,
      couponPay: r.pay, couponPayRestriction: r.payRestriction, couponMaxDiscount: r.maxDiscount, couponTargetItemType: r.targetItemType,
      applyStartDate: r.applyStartDate, applyEndDate: r.applyEndDate, usedDate: r.usedDate, expiredFlag: r.usedDate === null && r.applyEndDate < at ? 'Y' as const : 'N' as const,
    })), q.page, q.size, total),
  };
}

/** Item coupons a member can download now in my page (cart coupons are given by the shop, not downloaded). */
export async function downloadableCoupons(db: Kysely<Database>, memberId: number, now = Date.now()) {
  const at = toSeoulTimestamp(now);
  const [coupons, mine] = await Promise.all([
    db.selectFrom('coupons').selectAll().where('couponType', '=', 'ITEM').where('issueKind', '=', 'DOWNLOAD').where('offlineCode', 'is', null).where('issueStartDate', '<=', at).where('issueEndDate', '>=', at).orderBy('id').execute(),
    db.selectFrom('couponUsers').select('couponId').where('memberId', '=', memberId).execute(),
  ]);
  const have = new Set(mine.map((m) => m.couponId));
  return {
    list: coupons.map((c) => ({
      couponId: c.id, couponName: c.name, couponComment: c.comment, couponType: c.couponType, couponPayType: c.payType, couponPay: c.pay,
      couponPayRestriction: c.payRestriction, couponMaxDiscount: c.maxDiscount, couponTargetItemType: c.targetItemType, couponIssueEndDate: c.issueEndDate,
      couponApplyDays: c.applyDays, downloadedFlag: have.has(c.id) ? 'Y' as const : 'N' as const,
    })),
  };
}

/** 오프라인쿠폰등록: the coupon of that code (case-insensitive), downloaded once. */
export async function exchangeOfflineCoupon(handle: DatabaseHandle, memberId: number, code: string, now = Date.now()): Promise<void> {
  const coupon = await handle.db.selectFrom('coupons').select(['id', 'issueStartDate', 'issueEndDate']).where('offlineCode', '=', code.trim().toUpperCase()).executeTakeFirst();
  if (!coupon) throw apiError('OFFLINE_COUPON_NOT_FOUND');
  if (!isIssuable(coupon, toSeoulTimestamp(now))) throw apiError('COUPON_NOT_ISSUABLE');
  await downloadCoupon(handle, memberId, coupon.id, now);
}

/** 적용 상품 보기: the items a coupon applies to (every item for an all-items coupon). */
export async function couponItems(db: Kysely<Database>, couponId: number, q: { page: number; size: number }) {
  const coupon = await db.selectFrom('coupons').select(['id', 'targetItemType']).where('id', '=', couponId).executeTakeFirst();
  if (!coupon) throw apiError('COUPON_NOT_FOUND');
  let query = cardQuery(db).where('items.couponUseFlag', '=', 'Y');
  if (coupon.targetItemType === '2') {
    query = query.where((eb) => eb.exists(eb.selectFrom('couponItems').select('couponItems.itemId').whereRef('couponItems.itemId', '=', 'items.id').where('couponItems.couponId', '=', couponId)));
  }
  const [{ count }, rows] = await Promise.all([
    query.clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query.orderBy('items.id').limit(q.size).offset((q.page - 1) * q.size).execute(),
  ]);
  return pageOf(await toItemCards(db, rows), q.page, q.size, Number(count));
}
