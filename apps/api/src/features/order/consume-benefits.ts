import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { OrderOwner } from './order-owner.ts';
import { POINT_REASON } from './order-rules.ts';
import type { PricedOrder } from './pricing.ts';

/**
 * Uses the order's coupons and points exactly once, by conditional updates: a coupon only while it is unused, points
 * only while the balance covers them (so it never goes below zero). Losing either race is a 409 that rolls the order back.
 */
export async function consumeBenefits(trx: Transaction<Database>, orderId: number, owner: OrderOwner, priced: PricedOrder, now: number): Promise<void> {
  const memberId = owner.member?.id;
  if (memberId === undefined) return;
  const at = toSeoulTimestamp(now);
  const couponIds = [...priced.lineCoupons.values()].map((c) => c.couponUserId);
  if (priced.cartCoupon) couponIds.push(priced.cartCoupon.couponUserId);
  for (const id of couponIds.sort((a, b) => a - b)) {
    const used = await trx.updateTable('couponUsers').set({ usedDate: at, usedOrderId: orderId })
      .where('id', '=', id).where('memberId', '=', memberId).where('usedDate', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) throw apiError('COUPON_ALREADY_USED');
  }
  if (priced.usePoint > 0) {
    const spent = await trx.updateTable('memberPoints').set((eb) => ({ balance: eb('balance', '-', priced.usePoint) }))
      .where('memberId', '=', memberId).where('balance', '>=', priced.usePoint).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw apiError('POINT_SHORTAGE');
    await trx.insertInto('pointLedger').values({ memberId, amount: -priced.usePoint, reason: POINT_REASON.ORDER_USE, orderId, createdAt: at }).execute();
  }
}
