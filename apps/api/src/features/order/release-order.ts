import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { POINT_REASON } from './order-rules.ts';
import { recordUnpaidCancelClaim } from './unpaid-cancel-claim.ts';

/**
 * Gives back what a cancelled order held, inside the cancelling transaction: its stock (item and option), its
 * coupons (unused again) and its points (balance and ledger), and records the cancellation as a completed cancel
 * claim (nothing to refund). Called once, right after the move to 취소완료 of an unpaid order.
 */
export async function releaseOrder(trx: Transaction<Database>, orderId: number, now: number): Promise<void> {
  const at = toSeoulTimestamp(now);
  const lines = await trx.selectFrom('orderLines').select(['itemId', 'itemOptionId', 'quantity']).where('orderId', '=', orderId).orderBy('itemId').execute();
  for (const line of lines) {
    if (line.itemOptionId !== null) {
      await trx.updateTable('itemOptions').set((eb) => ({ stockQuantity: eb('stockQuantity', '+', line.quantity) })).where('id', '=', line.itemOptionId).execute();
    }
    await trx.updateTable('items').set((eb) => ({ stockQuantity: eb('stockQuantity', '+', line.quantity) })).where('id', '=', line.itemId).execute();
  }
  await trx.updateTable('couponUsers').set({ usedDate: null, usedOrderId: null }).where('usedOrderId', '=', orderId).execute();
  const order = await trx.selectFrom('orders').select(['memberId', 'pointAmount']).where('id', '=', orderId).executeTakeFirstOrThrow();
  if (order.memberId !== null && order.pointAmount > 0) {
    await trx.updateTable('memberPoints').set((eb) => ({ balance: eb('balance', '+', order.pointAmount) })).where('memberId', '=', order.memberId).execute();
    await trx.insertInto('pointLedger').values({ memberId: order.memberId, amount: order.pointAmount, reason: POINT_REASON.ORDER_RESTORE, orderId, createdAt: at }).execute();
  }
  await trx.updateTable('orderPayments').set({ status: 'CANCELLED' }).where('orderId', '=', orderId).where('status', 'in', ['READY', 'CONFIRMING']).execute();
  // Every cancelled order shows in my page's 취소 list: an unpaid one as a completed cancel claim with nothing to refund.
  await recordUnpaidCancelClaim(trx, orderId, at);
}
