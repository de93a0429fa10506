import { ORDER_STATUS } from '@shop/validators';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { moveOrder, STATE_REASON } from '../order/order-state.ts';
import type { TossClient } from './toss-client.ts';

/** What a deposit notice did: the order became 결제완료, or nothing (and why, for the log). */
export type DepositOutcome = 'PAID' | 'NOT_WAITING' | 'NO_PAYMENT' | 'NOT_DEPOSITED';

/**
 * A virtual account's deposit, told by Toss's notice or the test window: the payment is read back from the gateway
 * (`GET /v1/payments/{paymentKey}`) and only a payment of this order, for its whole amount, that the gateway says is
 * DONE moves the order 입금대기 → 결제완료, in one transaction with its payment row and history. A replayed notice finds
 * the order moved on and changes nothing. The gateway unreachable is a 503 (Toss retries its notice).
 */
export async function settleDeposit(handle: DatabaseHandle, gateway: TossClient, orderCode: string, now = Date.now()): Promise<DepositOutcome> {
  const { db } = handle;
  const order = await db.selectFrom('orders').select(['id', 'orderCode', 'status', 'payAmount']).where('orderCode', '=', orderCode).executeTakeFirst();
  if (!order) return 'NO_PAYMENT';
  if (order.status !== ORDER_STATUS.WAITING_DEPOSIT) return 'NOT_WAITING';
  const row = await db.selectFrom('orderPayments').select(['paymentKey']).where('orderId', '=', order.id).where('provider', '=', 'TOSS').where('status', '=', 'READY').executeTakeFirst();
  if (!row?.paymentKey) return 'NO_PAYMENT';
  const answer = await gateway.get(row.paymentKey);
  if (!answer.ok) {
    if (answer.code === 'NOT_FOUND_PAYMENT') return 'NO_PAYMENT';
    throw apiError('PAYMENT_GATEWAY_UNAVAILABLE');
  }
  const payment = answer.payment;
  if (payment.status !== 'DONE' || payment.orderId !== order.orderCode || payment.totalAmount !== order.payAmount) return 'NOT_DEPOSITED';
  const moved = await writeTransaction(handle, async (trx) => {
    if (!(await moveOrder(trx, order.id, ORDER_STATUS.WAITING_DEPOSIT, ORDER_STATUS.PAID, STATE_REASON.PG_DEPOSIT, now))) return false;
    await trx.updateTable('orderPayments').set({ status: 'PAID', approvedAt: toSeoulTimestamp(now) })
      .where('orderId', '=', order.id).where('paymentKey', '=', payment.paymentKey).where('status', '=', 'READY').execute();
    return true;
  });
  return moved ? 'PAID' : 'NOT_WAITING';
}
