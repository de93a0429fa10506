import type { CouponRule } from '@shop/validators';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

/** A coupon the member holds, unused and inside its use window. */
export type MemberCoupon = {
  couponUserId: number;
  couponName: string;
  /** 'ITEM' or 'CART'. */
  couponType: string;
  rule: CouponRule;
  /** '1' every item, '2' the items in `itemIds`. */
  targetItemType: string;
  itemIds: ReadonlySet<number>;
};

/** What the member brings to an order: coupons, points, and which set items refuse coupons. */
export type BenefitContext = {
  isMember: boolean;
  coupons: MemberCoupon[];
  heldPoints: number;
  /** Set items with a component whose couponUseFlag is N (spec section 5). */
  couponBlockedItems: ReadonlySet<number>;
};

/** A guest's context: no coupons, no points. */
export const GUEST_CONTEXT: BenefitContext = { isMember: false, coupons: [], heldPoints: 0, couponBlockedItems: new Set() };

/** The member's usable coupons and points for an order of `itemIds`, as of `now`. */
export async function loadBenefitContext(db: Kysely<Database>, memberId: number | undefined, itemIds: number[], now: number): Promise<BenefitContext> {
  if (memberId === undefined) return GUEST_CONTEXT;
  const today = toSeoulTimestamp(now);
  const rows = await db
    .selectFrom('couponUsers')
    .innerJoin('coupons', 'coupons.id', 'couponUsers.couponId')
    .select(['couponUsers.id as couponUserId', 'coupons.id as couponId', 'coupons.name', 'coupons.couponType', 'coupons.payType', 'coupons.pay',
      'coupons.payRestriction', 'coupons.maxDiscount', 'coupons.concurrently', 'coupons.targetItemType'])
    .where('couponUsers.memberId', '=', memberId)
    .where('couponUsers.usedDate', 'is', null)
    .where('couponUsers.applyStartDate', '<=', today)
    .where('couponUsers.applyEndDate', '>=', today)
    .orderBy('couponUsers.id')
    .execute();
  const targeted = rows.filter((r) => r.targetItemType === '2').map((r) => r.couponId);
  const couponItems = targeted.length > 0 && itemIds.length > 0
    ? await db.selectFrom('couponItems').select(['couponId', 'itemId']).where('couponId', 'in', targeted).where('itemId', 'in', itemIds).execute()
    : [];
  const blocked = itemIds.length > 0
    ? await db.selectFrom('itemSetComponents').innerJoin('items', 'items.id', 'itemSetComponents.componentItemId')
      .select('itemSetComponents.setItemId').where('itemSetComponents.setItemId', 'in', itemIds).where('items.couponUseFlag', '!=', 'Y').execute()
    : [];
  const points = await db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirst();
  return {
    isMember: true,
    heldPoints: points?.balance ?? 0,
    couponBlockedItems: new Set(blocked.map((b) => b.setItemId)),
    coupons: rows.map((r) => ({
      couponUserId: r.couponUserId, couponName: r.name, couponType: r.couponType, targetItemType: r.targetItemType,
      rule: { payType: r.payType, pay: r.pay, payRestriction: r.payRestriction, maxDiscount: r.maxDiscount, concurrently: r.concurrently },
      itemIds: new Set(couponItems.filter((c) => c.couponId === r.couponId).map((c) => c.itemId)),
    })),
  };
}
