import { ORDER_STATUS } from '@shop/validators';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { moveOrder, STATE_REASON } from './order-state.ts';
import { releaseOrder } from './release-order.ts';

const UNPAID = [ORDER_STATUS.WAITING_DEPOSIT, ORDER_STATUS.PAYMENT_PENDING] as const;

/**
 * How long past its deadline a card order whose Toss confirm is in flight (payment row `CONFIRMING`) is left alone:
 * far beyond the Toss client's 10-second timeout, so only a confirm whose server died in the middle is given up on
 * (and should Toss confirm it after all, the confirm cancels it at Toss).
 */
export const CONFIRM_GRACE_MS = 10 * 60_000;

/** Sentinel that rolls a sweep's transaction back: the order moved on or its confirm is in flight. */
const SKIP = Symbol('skip');

/**
 * Cancels every unpaid order (입금대기, 결제대기) whose deadline has passed at `now`, each in its own transaction: the
 * move to 취소완료 is conditional, so an order paid in the meantime stays paid, and only the mover gives back the
 * stock, coupons and points. A 결제대기 order also needs its payment row still `READY` (conditional update to
 * `CANCELLED`): while the shopper's Toss confirm is in flight (`CONFIRMING`) it is left for the confirm to finish,
 * unless the deadline passed more than `CONFIRM_GRACE_MS` ago. Returns how many were cancelled.
 */
export async function expireUnpaidOrders(handle: DatabaseHandle, now: number): Promise<number> {
  const due = await handle.db.selectFrom('orders').select(['id', 'status', 'paymentDeadline'])
    .where('status', 'in', [...UNPAID]).where('paymentDeadline', '<', toSeoulTimestamp(now)).orderBy('id').execute();
  let cancelled = 0;
  for (const order of due) {
    const status = order.status === ORDER_STATUS.WAITING_DEPOSIT ? ORDER_STATUS.WAITING_DEPOSIT : ORDER_STATUS.PAYMENT_PENDING;
    const moved = await writeTransaction(handle, async (trx) => {
      if (!(await moveOrder(trx, order.id, status, ORDER_STATUS.CANCELLED, STATE_REASON.DEADLINE_PASSED, now))) return false;
      if (status === ORDER_STATUS.PAYMENT_PENDING) {
        const givenUp = order.paymentDeadline !== null && order.paymentDeadline < toSeoulTimestamp(now - CONFIRM_GRACE_MS);
        const payment = await trx.updateTable('orderPayments').set({ status: 'CANCELLED' }).where('orderId', '=', order.id)
          .where('status', 'in', givenUp ? ['READY', 'CONFIRMING'] : ['READY']).executeTakeFirst();
        const tossRows = await trx.selectFrom('orderPayments').select('id').where('orderId', '=', order.id).where('provider', '=', 'TOSS').execute();
        if (Number(payment.numUpdatedRows) === 0 && tossRows.length > 0) throw SKIP;
      }
      await releaseOrder(trx, order.id, now);
      return true;
    }).catch((error: unknown) => {
      if (error === SKIP) return false;
      throw error;
    });
    if (moved) cancelled += 1;
  }
  return cancelled;
}

/** The order expiry as a scheduled job (apps/api/src/jobs/schedule-job.ts: one instance runs each interval). */
export function orderExpiryJob(handle: DatabaseHandle, intervalMs: number) {
  return { name: 'order-expiry', intervalMs, run: (now: number) => expireUnpaidOrders(handle, now) };
}
