import type { OrderDetail } from '@shop/contracts';
import { ORDER_STATUS } from '@shop/validators';
import type { PaymentConfig } from '../../config/payment-env.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { TossClient } from '../payment/toss-client.ts';
import { tossErrorMessage } from '../payment/toss-errors.ts';
import { isTossConfigured } from '../payment/start-payment.ts';
import { orderDetail } from './order-detail.ts';
import type { OrderOwner } from './order-owner.ts';
import { moveOrder, STATE_REASON } from './order-state.ts';
import { releaseOrder } from './release-order.ts';

async function ownOrder(handle: DatabaseHandle, owner: OrderOwner, orderCode: string) {
  const order = await handle.db.selectFrom('orders').selectAll().where('orderCode', '=', orderCode).executeTakeFirst();
  if (!order || order.ownerKey !== owner.ownerKey) throw apiError('ORDER_NOT_FOUND');
  return order;
}

/**
 * Confirms a Toss Payments payment on the server: the amount must be the order's (checked before and after Toss
 * answers), the secret key never leaves the server, and the order moves 결제대기 → 결제완료 (or 입금대기 for a virtual
 * account) only while it is still waiting. A refused payment is a 400 with Toss's code in Korean.
 */
export async function confirmTossPayment(
  handle: DatabaseHandle, config: PaymentConfig, toss: TossClient, owner: OrderOwner, input: { orderCode: string; paymentKey: string; amount: number }, now = Date.now(),
): Promise<OrderDetail> {
  const order = await ownOrder(handle, owner, input.orderCode);
  if (order.status !== ORDER_STATUS.PAYMENT_PENDING) throw apiError('PAYMENT_NOT_PENDING');
  if (input.amount !== order.payAmount) throw apiError('PAYMENT_AMOUNT_MISMATCH');
  if (!isTossConfigured(config)) throw apiError('PAYMENT_NOT_CONFIGURED');
  const result = await toss.confirm({ paymentKey: input.paymentKey, orderId: order.orderCode, amount: order.payAmount });
  if (!result.ok) throw apiError('PAYMENT_FAILED', tossErrorMessage(result.code));
  if (result.payment.totalAmount !== order.payAmount || result.payment.orderId !== order.orderCode) throw apiError('PAYMENT_AMOUNT_MISMATCH');
  const waiting = result.payment.status === 'WAITING_FOR_DEPOSIT';
  await writeTransaction(handle, async (trx) => {
    const to = waiting ? ORDER_STATUS.WAITING_DEPOSIT : ORDER_STATUS.PAID;
    const moved = await moveOrder(trx, order.id, ORDER_STATUS.PAYMENT_PENDING, to, waiting ? STATE_REASON.PG_WAITING_DEPOSIT : STATE_REASON.PG_CONFIRMED, now);
    if (!moved) throw apiError('PAYMENT_NOT_PENDING');
    await trx.updateTable('orderPayments')
      .set({ status: waiting ? 'READY' : 'PAID', paymentKey: result.payment.paymentKey, approvedAt: waiting ? null : toSeoulTimestamp(now) })
      .where('orderId', '=', order.id).execute();
  });
  return orderDetail(handle.db, await ownOrder(handle, owner, input.orderCode));
}

/**
 * Toss Payments sent the shopper back with a failure code: the order, if still waiting for its card payment, is
 * cancelled and its stock, coupons and points given back; the answer is the Korean message to show.
 */
export async function failTossPayment(handle: DatabaseHandle, owner: OrderOwner, input: { orderCode: string; code: string }, now = Date.now()) {
  const order = await ownOrder(handle, owner, input.orderCode);
  if (order.status === ORDER_STATUS.PAYMENT_PENDING) {
    await writeTransaction(handle, async (trx) => {
      if (await moveOrder(trx, order.id, ORDER_STATUS.PAYMENT_PENDING, ORDER_STATUS.CANCELLED, STATE_REASON.PG_FAILED, now)) await releaseOrder(trx, order.id, now);
    });
  }
  return { code: input.code, message: tossErrorMessage(input.code) };
}
