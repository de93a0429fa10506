import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Guest orders in these states earned their points (the money was received and not refunded). */
export const EARNING_STATUSES = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED'] as const;
export const POINT_REASON_GUEST_ORDER = 'GUEST_ORDER_EARN';

/** How many guest orders the phone placed that are not in any account yet. */
export async function countGuestOrders(db: Kysely<Database>, phone: string): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('memberId', 'is', null).where('buyerMobile', '=', phone).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves the phone's guest orders into the member's account. Each order moves with a conditional update (only while
 * it belongs to no member), so an order moves once and its points are credited once, whatever runs in parallel.
 */
export async function carryGuestOrders(trx: Transaction<Database>, memberId: number, phone: string, at: string): Promise<{ orders: number; points: number }> {
  const candidates = await trx.selectFrom('orders').select(['id', 'status', 'earnPoint'])
    .where('memberId', 'is', null).where('buyerMobile', '=', phone).execute();
  let orders = 0;
  let points = 0;
  for (const order of candidates) {
    const moved = await trx.updateTable('orders').set({ memberId, ownerKey: `M:${memberId}`, updatedAt: at })
      .where('id', '=', order.id).where('memberId', 'is', null).executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) continue;
    orders += 1;
    if (order.earnPoint > 0 && (EARNING_STATUSES as readonly string[]).includes(order.status)) {
      await trx.insertInto('pointLedger').values({ memberId, amount: order.earnPoint, reason: POINT_REASON_GUEST_ORDER, orderId: order.id, createdAt: at }).execute();
      points += order.earnPoint;
    }
  }
  if (points > 0) {
    const added = await trx.updateTable('memberPoints').set((eb) => ({ balance: eb('balance', '+', points) })).where('memberId', '=', memberId).executeTakeFirst();
    if (Number(added.numUpdatedRows) !== 1) await trx.insertInto('memberPoints').values({ memberId, balance: points }).execute();
  }
  return { orders, points };
}
