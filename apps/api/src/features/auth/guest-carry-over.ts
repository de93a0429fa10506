import type { Kysely, Transaction } from 'kysely';
import { ORDER_STATUS } from '@shop/validators';
import type { Database } from '../../db/schema.ts';
import { earnedOnConfirm, earnPoints } from '../mypage/claims.ts';

/** The ledger reason of a purchase-confirmation earning (구매확정 적립), as the confirmation writes it. */
const ORDER_EARN = 'ORDER_EARN';

/** How many guest orders the phone placed that are not in any account yet. */
export async function countGuestOrders(db: Kysely<Database>, phone: string): Promise<number> {
  const row = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('memberId', 'is', null).where('buyerMobile', '=', phone).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Moves the phone's guest orders into the member's account. An order earns its points once, when it is confirmed
 * (구매확정), as any member order does: one a guest already confirmed (or the automatic confirmation did) is credited
 * here; the others earn when they are confirmed in the account, and a cancelled one never earns. Each order moves
 * with a conditional update (only while it belongs to no member) whose answer is the order's status at that moment,
 * so an order moves once and is credited once, whatever runs in parallel (a confirmation running at the same time
 * credits the member itself when it comes second: it reads the owner after its own move).
 */
export async function carryGuestOrders(trx: Transaction<Database>, memberId: number, phone: string, at: string): Promise<{ orders: number; points: number }> {
  const candidates = await trx.selectFrom('orders').select('id').where('memberId', 'is', null).where('buyerMobile', '=', phone).orderBy('id').execute();
  let orders = 0;
  let points = 0;
  for (const { id } of candidates) {
    const moved = await trx.updateTable('orders').set({ memberId, ownerKey: `M:${memberId}`, updatedAt: at })
      .where('id', '=', id).where('memberId', 'is', null).returningAll().executeTakeFirst();
    if (!moved) continue;
    orders += 1;
    if (moved.status !== ORDER_STATUS.CONFIRMED) continue;
    const earn = await earnedOnConfirm(trx, moved);
    if (earn <= 0) continue;
    await earnPoints(trx, memberId, earn, ORDER_EARN, id, at);
    points += earn;
  }
  return { orders, points };
}
