import type { OrderDetail } from '@shop/contracts';
import { ORDER_STATUS } from '@shop/validators';
import type { PaymentConfig } from '../../config/payment-env.ts';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import type { TossClient } from '../payment/toss-client.ts';
import { tossErrorMessage } from '../payment/toss-errors.ts';
import { paymentRecordOf } from '../payment/payment-detail.ts';
import { orderDetail } from './order-detail.ts';
import type { OrderOwner } from './order-owner.ts';
import { moveOrder, STATE_REASON } from './order-state.ts';
import { releaseOrder } from './release-order.ts';

async function ownOrder(handle: DatabaseHandle, owner: OrderOwner, orderCode: string) {
  const order = await handle.db.selectFrom('orders').selectAll().where('orderCode', '=', orderCode).executeTakeFirst();
  if (!order || order.ownerKey !== owner.ownerKey) throw apiError('ORDER_NOT_FOUND');
  return order;
}

/** Where a refund that failed at Toss is reported (order code, payment key and Toss's code only: no personal data, no keys). */
export type RefundLog = { error: (fields: Record<string, unknown>, message: string) => void };

const REFUND_ANSWER: Record<string, 'PAYMENT_REFUNDED' | 'PAYMENT_REFUND_PENDING'> = {
  REFUNDED: 'PAYMENT_REFUNDED', REFUNDING: 'PAYMENT_REFUND_PENDING', REFUND_FAILED: 'PAYMENT_REFUND_PENDING',
};

/**
 * Cancels at Toss a payment Toss confirmed for an order that can no longer take it (cancelled by the sweep or the
 * shopper meanwhile, or confirmed with another amount), and always throws the answer: 409 `PAYMENT_REFUNDED`, or 409
 * `PAYMENT_REFUND_PENDING` when Toss refused the cancel (logged, to be refunded by hand). The order's payment row is
 * claimed first by a conditional update (취소 → REFUNDING with the payment key, or a failed refund of the same key
 * again), so concurrent or replayed confirms cancel once; the `Idempotency-Key` keeps Toss from cancelling twice even
 * then. The order itself stays 취소완료: its stock, coupons and points were given back by the move that cancelled it.
 */
async function refundLatePayment(
  handle: DatabaseHandle, toss: TossClient, order: { id: number; orderCode: string }, paymentKey: string, cancelReason: string, log: RefundLog,
): Promise<never> {
  const claim = await handle.db.updateTable('orderPayments').set({ status: 'REFUNDING', paymentKey })
    .where('orderId', '=', order.id).where('provider', '=', 'TOSS')
    .where((eb) => eb.or([
      eb.and([eb('status', '=', 'CANCELLED'), eb('paymentKey', 'is', null)]),
      eb.and([eb('status', '=', 'REFUND_FAILED'), eb('paymentKey', '=', paymentKey)]),
    ]))
    .executeTakeFirst();
  const claimed = Number(claim.numUpdatedRows) === 1;
  if (!claimed) {
    const row = await handle.db.selectFrom('orderPayments').select(['status', 'paymentKey']).where('orderId', '=', order.id).where('provider', '=', 'TOSS').executeTakeFirst();
    const answer = row?.paymentKey === paymentKey ? REFUND_ANSWER[row.status] : undefined;
    if (answer) throw apiError(answer);
    // The row belongs to another payment: still cancel this one at Toss (idempotent), without recording it here.
  }
  const result = await toss.cancel({ paymentKey, cancelReason, idempotencyKey: `refund-${paymentKey}` });
  if (claimed) {
    await handle.db.updateTable('orderPayments').set({ status: result.ok ? 'REFUNDED' : 'REFUND_FAILED' })
      .where('orderId', '=', order.id).where('status', '=', 'REFUNDING').where('paymentKey', '=', paymentKey).execute();
  }
  if (!result.ok) {
    log.error({ orderCode: order.orderCode, paymentKey, tossCode: result.code }, 'Toss payment confirmed for a cancelled order could not be cancelled at Toss: refund it by hand');
    throw apiError('PAYMENT_REFUND_PENDING');
  }
  throw apiError('PAYMENT_REFUNDED');
}

const SILENT: RefundLog = { error: () => undefined };

/**
 * Confirms a Toss Payments payment on the server: the amount must be the order's (checked before and after Toss
 * answers), the secret key never leaves the server, and the order moves 결제대기 → 결제완료 (or 입금대기 for a virtual
 * account) only while it is still waiting. While Toss is asked, the payment row is `CONFIRMING` and the expiry sweep
 * leaves the order alone. A refused payment is a 400 with Toss's code in Korean. A payment Toss
 * confirmed that the order can no longer take (the sweep or the shopper cancelled it while Toss answered, or Toss
 * confirmed another amount) is cancelled at Toss (`refundLatePayment`); a replay of that confirm answers the same.
 */
export async function confirmTossPayment(
  handle: DatabaseHandle, config: PaymentConfig, toss: TossClient, owner: OrderOwner, input: { orderCode: string; paymentKey: string; amount: number }, now = Date.now(),
  log: RefundLog = SILENT,
): Promise<OrderDetail> {
  const order = await ownOrder(handle, owner, input.orderCode);
  if (order.status !== ORDER_STATUS.PAYMENT_PENDING) {
    const row = await handle.db.selectFrom('orderPayments').select(['status', 'paymentKey']).where('orderId', '=', order.id).where('provider', '=', 'TOSS').executeTakeFirst();
    if (row?.paymentKey === input.paymentKey && row.status === 'REFUND_FAILED') {
      return refundLatePayment(handle, toss, order, input.paymentKey, ORDER_MESSAGES.payment.lateCancelReason, log);
    }
    const answer = row?.paymentKey === input.paymentKey ? REFUND_ANSWER[row.status] : undefined;
    throw apiError(answer ?? 'PAYMENT_NOT_PENDING');
  }
  if (input.amount !== order.payAmount) throw apiError('PAYMENT_AMOUNT_MISMATCH');
  if (!config.paymentMethods.includes(order.paymentMethod as never)) throw apiError('PAYMENT_NOT_CONFIGURED');
  // Claim the payment row (READY → CONFIRMING) so the sweep waits for this confirm; a cancel that came first, or
  // another confirm already in flight, makes the claim fail and Toss is not asked at all.
  const claim = await handle.db.updateTable('orderPayments').set({ status: 'CONFIRMING' })
    .where('orderId', '=', order.id).where('provider', '=', 'TOSS').where('status', '=', 'READY').executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) throw apiError('PAYMENT_NOT_PENDING');
  const result = await toss.confirm({ paymentKey: input.paymentKey, orderId: order.orderCode, amount: order.payAmount });
  if (!result.ok) {
    await handle.db.updateTable('orderPayments').set({ status: 'READY' }).where('orderId', '=', order.id).where('status', '=', 'CONFIRMING').execute();
    throw apiError('PAYMENT_FAILED', tossErrorMessage(result.code));
  }
  const payment = result.payment;
  if (payment.orderId !== order.orderCode) {
    log.error({ orderCode: order.orderCode, paymentKey: payment.paymentKey }, 'Toss confirmed a payment of another order id');
    await handle.db.updateTable('orderPayments').set({ status: 'READY' }).where('orderId', '=', order.id).where('status', '=', 'CONFIRMING').execute();
    throw apiError('PAYMENT_AMOUNT_MISMATCH');
  }
  if (payment.totalAmount !== order.payAmount) {
    await writeTransaction(handle, async (trx) => {
      if (await moveOrder(trx, order.id, ORDER_STATUS.PAYMENT_PENDING, ORDER_STATUS.CANCELLED, STATE_REASON.PG_AMOUNT_MISMATCH, now)) await releaseOrder(trx, order.id, now);
    });
    return refundLatePayment(handle, toss, order, payment.paymentKey, ORDER_MESSAGES.payment.mismatchCancelReason, log);
  }
  const waiting = payment.status === 'WAITING_FOR_DEPOSIT';
  const taken = await writeTransaction(handle, async (trx) => {
    const to = waiting ? ORDER_STATUS.WAITING_DEPOSIT : ORDER_STATUS.PAID;
    const moved = await moveOrder(trx, order.id, ORDER_STATUS.PAYMENT_PENDING, to, waiting ? STATE_REASON.PG_WAITING_DEPOSIT : STATE_REASON.PG_CONFIRMED, now);
    if (!moved) return false;
    const kept = paymentRecordOf(payment);
    await trx.updateTable('orderPayments')
      .set({ status: waiting ? 'READY' : 'PAID', paymentKey: payment.paymentKey, approvedAt: waiting ? null : toSeoulTimestamp(now), ...kept })
      .where('orderId', '=', order.id).execute();
    // A virtual account's deadline is the order's payment deadline (the expiry sweep cancels it after that).
    if (waiting && kept.dueDate) await trx.updateTable('orders').set({ paymentDeadline: kept.dueDate }).where('id', '=', order.id).execute();
    return true;
  });
  if (!taken) {
    // Another confirm of this order won (it is paid): nothing to refund. Cancelled meanwhile: refund this payment.
    const current = await handle.db.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow();
    if (current.status !== ORDER_STATUS.CANCELLED) throw apiError('PAYMENT_NOT_PENDING');
    return refundLatePayment(handle, toss, order, payment.paymentKey, ORDER_MESSAGES.payment.lateCancelReason, log);
  }
  return orderDetail(handle.db, await ownOrder(handle, owner, input.orderCode));
}

/**
 * Toss Payments sent the shopper back with a failure code: the order, if still waiting for its card payment, is
 * cancelled, its stock, coupons and points given back and its order sheet opened again (back to the sheet to pay
 * again); the answer is the Korean message to show.
 */
export async function failTossPayment(handle: DatabaseHandle, owner: OrderOwner, input: { orderCode: string; code: string }, now = Date.now()) {
  const order = await ownOrder(handle, owner, input.orderCode);
  if (order.status === ORDER_STATUS.PAYMENT_PENDING) {
    await writeTransaction(handle, async (trx) => {
      if (!(await moveOrder(trx, order.id, ORDER_STATUS.PAYMENT_PENDING, ORDER_STATUS.CANCELLED, STATE_REASON.PG_FAILED, now))) return;
      await releaseOrder(trx, order.id, now);
      // The shopper goes back to the same order sheet and may pay again (a new idempotency key places a new order).
      await trx.updateTable('orderSheets').set({ orderId: null }).where('orderId', '=', order.id).execute();
    });
  }
  return { code: input.code, message: tossErrorMessage(input.code) };
}
