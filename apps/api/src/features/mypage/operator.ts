import type { OrderDetail } from '@shop/contracts';
import { canTransition, DELIVERY_COMPANIES, isUnpaid, ORDER_STATUS, type OrderStatus } from '@shop/validators';
import type { Selectable, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderClaimTable } from '../../db/schema-mypage.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import type { TossClient } from '../payment/toss-client.ts';
import { orderDetail } from '../order/order-detail.ts';
import { moveOrder } from '../order/order-state.ts';
import { releaseOrder } from '../order/release-order.ts';
import { enqueueNotification, notifyClaimEnd } from '../notify/queue.ts';
import { claimAmounts, loadClaimContext } from './claim-amounts.ts';
import { CLAIM_REASON_STATE, completeClaimInTrx, hasOpenClaims, newClaimCode, withdrawClaimInTrx } from './claims.ts';

const S = ORDER_STATUS;

/** Which claim a move completes. */
const COMPLETES: Partial<Record<OrderStatus, string>> = { CANCELLED: 'CANCEL', RETURNED: 'RETURN', EXCHANGED: 'EXCHANGE' };

/** Which claim a move out of a request state turns down. */
const WITHDRAWS: Partial<Record<OrderStatus, string>> = { CANCEL_REQUESTED: 'CANCEL', RETURN_REQUESTED: 'RETURN', EXCHANGE_REQUESTED: 'EXCHANGE' };

export type AdvanceInput = { orderCode: string; to: OrderStatus; deliveryCompanyName: string; deliveryNumber: string };

type ClaimRow = Selectable<OrderClaimTable>;
type Trx = Transaction<Database>;

/** The claims of one type still requested on an order, oldest first. */
function openClaims(trx: Trx, orderId: number, claimType: string) {
  return trx.selectFrom('orderClaims').selectAll().where('orderId', '=', orderId).where('claimType', '=', claimType).where('status', '=', 'REQUESTED').orderBy('id').execute();
}

/**
 * Cancels what is still in an order without a request of its own (the operator cancelling a paid order, or an order
 * left in 취소요청 without a claim by the old POST /api/order/cancel): one claim for those pieces, completed at once;
 * refunded only from 취소요청, as before.
 */
async function cancelTheRest(trx: Trx, orderId: number, refund: boolean, now: number): Promise<ClaimRow | undefined> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const ctx = await loadClaimContext(trx, order);
  if (!ctx.lines.some((l) => l.quantity - l.claimedQuantity - l.claimingQuantity > 0)) return undefined;
  const a = claimAmounts(ctx, 'CANCEL', 'ETC', undefined);
  const at = toSeoulTimestamp(now);
  const values = {
    claimCode: newClaimCode(), orderId, claimType: 'CANCEL', status: 'REQUESTED', reason: 'ETC', reasonText: '', shippingAskType: null, shippingCompanyName: null,
    shippingNumber: null, senderName: null, senderMobile: null, senderZipcode: null, senderAddress: null, senderAddressDetail: null, refundBankName: null,
    refundBankInName: null, refundAccountNo: null, images: '[]', returnFee: 0, refundAmount: refund ? a.refundAmount : 0,
    refundStatus: refund ? 'PENDING' : 'NONE', createdAt: at, completedAt: null,
    itemAmount: a.itemAmount, couponAmount: a.couponAmount, pointAmount: a.pointAmount, shippingAmount: a.shippingAmount, wholeOrder: 'Y' as const,
  };
  const { id } = await trx.insertInto('orderClaims').values(values).returning('id').executeTakeFirstOrThrow();
  for (const [orderLineId, quantity] of a.pieces) {
    await trx.insertInto('orderClaimLines').values({ claimId: id, orderLineId, quantity }).execute();
    await trx.updateTable('orderLines').set((eb) => ({ claimingQuantity: eb('claimingQuantity', '+', quantity) })).where('id', '=', orderLineId).execute();
  }
  return completeClaimInTrx(trx, { ...values, id } as ClaimRow, now);
}

/**
 * An operator moves an order on: a deposit seen (→ 결제완료), shipped with its carrier and number (open partial
 * cancel requests are withdrawn: the goods left), delivered, confirmed (not while a request is open), or a claim
 * completed. Completing a cancel or return completes every request of that type (each gives back its pieces'
 * stock, coupons and points in the moving transaction), then refunds each: through Toss Payments for a Toss
 * payment (a partial cancel when less than the payment), recorded as paid to the refund account for a bank transfer.
 */
export async function advanceOrder(handle: DatabaseHandle, toss: TossClient, input: AdvanceInput, log: FastifyBaseLogger, now = Date.now()): Promise<OrderDetail> {
  const { db } = handle;
  const order = await db.selectFrom('orders').selectAll().where('orderCode', '=', input.orderCode).executeTakeFirst();
  if (!order) throw apiError('ORDER_NOT_FOUND');
  const from = order.status as OrderStatus;
  if (!canTransition(from, input.to)) throw apiError('ORDER_STATE_CONFLICT');
  const at = toSeoulTimestamp(now);
  const claimType = COMPLETES[input.to];
  const completed = await writeTransaction(handle, async (trx) => {
    if (input.to === S.CONFIRMED && (await hasOpenClaims(trx, order.id))) return null;
    if (!(await moveOrder(trx, order.id, from, input.to, `OPERATOR_${input.to}`, now))) return null;
    if (input.to === S.PAID) {
      await trx.updateTable('orderPayments').set({ status: 'PAID', approvedAt: at }).where('orderId', '=', order.id).where('status', '=', 'READY').execute();
    }
    if (input.to === S.SHIPPING) {
      await trx.updateTable('orders').set({ deliveryCompanyName: input.deliveryCompanyName || DELIVERY_COMPANIES[0].name, deliveryNumber: input.deliveryNumber || null })
        .where('id', '=', order.id).execute();
      for (const claim of await openClaims(trx, order.id, 'CANCEL')) {
        if (await withdrawClaimInTrx(trx, claim, now, true)) await notifyClaimEnd(trx, claim, 'REFUSED', now);
      }
    }
    if (input.to === S.DELIVERED) await trx.updateTable('orders').set({ deliveredAt: at }).where('id', '=', order.id).execute();
    if (input.to === S.CONFIRMED) await trx.updateTable('orders').set({ confirmedAt: at }).where('id', '=', order.id).execute();
    if (input.to === S.CANCELLED && isUnpaid(from)) {
      await releaseOrder(trx, order.id, now);
      return [];
    }
    // A request the shop turns down (취소요청 → 결제완료/상품준비, 반품/교환요청 → 배송완료) is withdrawn, with nothing refunded.
    const withdrawn = WITHDRAWS[from];
    if (withdrawn && (input.to === S.PAID || input.to === S.PREPARING || input.to === S.DELIVERED)) {
      for (const claim of await openClaims(trx, order.id, withdrawn)) {
        if (await withdrawClaimInTrx(trx, claim, now, true)) await notifyClaimEnd(trx, claim, 'REFUSED', now);
      }
    }
    if (!claimType) return [];
    const done: ClaimRow[] = [];
    for (const claim of await openClaims(trx, order.id, claimType)) {
      const c = await completeClaimInTrx(trx, claim, now);
      if (c) done.push(c);
    }
    if (claimType === 'CANCEL') {
      const rest = await cancelTheRest(trx, order.id, from === S.CANCEL_REQUESTED, now);
      if (rest) done.push(rest);
    }
    // Each request the shopper made is told accepted (an operator cancelling a paid order on their own is no request).
    for (const c of done) if (claimType !== 'CANCEL' || from === S.CANCEL_REQUESTED) await notifyClaimEnd(trx, c, 'COMPLETED', now);
    return done;
  });
  if (completed === null) throw apiError('ORDER_STATE_CONFLICT');
  for (const claim of completed) if (claim.refundStatus === 'PENDING') await refundClaim(handle, toss, order, claim, log);
  return orderDetail(db, await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
}

const COMPLETED_STATE: Record<string, OrderStatus> = { CANCEL: S.CANCELLED, RETURN: S.RETURNED, EXCHANGE: S.EXCHANGED };
const REQUESTED_STATE: Record<string, OrderStatus> = { CANCEL: S.CANCEL_REQUESTED, RETURN: S.RETURN_REQUESTED, EXCHANGE: S.EXCHANGE_REQUESTED };

export type ClaimAdvanceInput = { claimCode: string; action: 'COMPLETE' | 'WITHDRAW' };

/**
 * An operator processes one claim: completes it (refunding it) or turns it down (its pieces go back). A claim of
 * the whole order moves the order as `advanceOrder` does; a claim of some lines leaves the order's state alone,
 * unless its completion leaves no piece in the order (then the order ends 취소완료 / 반품완료 too).
 */
export async function advanceClaim(handle: DatabaseHandle, toss: TossClient, input: ClaimAdvanceInput, log: FastifyBaseLogger, now = Date.now()): Promise<OrderDetail> {
  const { db } = handle;
  const claim = await db.selectFrom('orderClaims').selectAll().where('claimCode', '=', input.claimCode).executeTakeFirst();
  if (!claim) throw apiError('CLAIM_NOT_FOUND');
  const order = await db.selectFrom('orders').selectAll().where('id', '=', claim.orderId).executeTakeFirstOrThrow();
  if (claim.status !== 'REQUESTED') throw apiError('ORDER_STATE_CONFLICT');
  const requested = REQUESTED_STATE[claim.claimType] as OrderStatus;
  if (order.status === requested && input.action === 'COMPLETE') {
    return advanceOrder(handle, toss, { orderCode: order.orderCode, to: COMPLETED_STATE[claim.claimType] as OrderStatus, deliveryCompanyName: '', deliveryNumber: '' }, log, now);
  }
  const done = await writeTransaction(handle, async (trx) => {
    if (input.action === 'WITHDRAW') {
      if (!(await withdrawClaimInTrx(trx, claim, now))) return false;
      await notifyClaimEnd(trx, claim, 'REFUSED', now);
      return null;
    }
    const c = await completeClaimInTrx(trx, claim, now);
    if (!c) return false;
    await notifyClaimEnd(trx, c, 'COMPLETED', now);
    const left = await trx.selectFrom('orderLines').select('id').where('orderId', '=', order.id).whereRef('claimedQuantity', '<', 'quantity').executeTakeFirst();
    const current = (await trx.selectFrom('orders').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()).status as OrderStatus;
    if (!left && claim.claimType !== 'EXCHANGE' && !(await hasOpenClaims(trx, order.id)) && canTransition(current, requested)) {
      await moveOrder(trx, order.id, current, requested, CLAIM_REASON_STATE.SETTLED, now);
      await moveOrder(trx, order.id, requested, COMPLETED_STATE[claim.claimType] as OrderStatus, CLAIM_REASON_STATE.SETTLED, now);
    }
    return c;
  });
  if (done === false) throw apiError('ORDER_STATE_CONFLICT');
  if (done && done.refundStatus === 'PENDING') await refundClaim(handle, toss, order, done, log);
  return orderDetail(db, await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
}

type Claim = { id: number; claimCode: string; claimType: string; refundAmount: number };

/**
 * Pays a completed claim's refund once (the claim row is claimed PENDING → REFUNDING first). A refund less than
 * what is left of the payment is a partial cancel at Toss (`cancelAmount`); the payment is marked refunded once
 * its claims gave all of it back.
 */
export async function refundClaim(handle: DatabaseHandle, toss: TossClient, order: { id: number; orderCode: string; payAmount: number }, claim: Claim, log: FastifyBaseLogger): Promise<void> {
  const { db } = handle;
  const taken = await db.updateTable('orderClaims').set({ refundStatus: 'REFUNDING' }).where('id', '=', claim.id).where('refundStatus', '=', 'PENDING').executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return;
  const payment = await db.selectFrom('orderPayments').selectAll().where('orderId', '=', order.id).where('status', '=', 'PAID').orderBy('id').executeTakeFirst();
  const before = await db.selectFrom('orderClaims').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('refundAmount'), eb.lit(0)).as('total'))
    .where('orderId', '=', order.id).where('refundStatus', '=', 'REFUNDED').executeTakeFirstOrThrow();
  const refundedBefore = Number(before.total);
  let ok = true;
  if (payment && claim.refundAmount > 0 && payment.provider === 'TOSS' && payment.paymentKey) {
    const partial = refundedBefore > 0 || claim.refundAmount < payment.amount;
    const result = await toss.cancel({
      paymentKey: payment.paymentKey, cancelReason: M.tossCancelReason[claim.claimType] ?? M.tossCancelFallback,
      idempotencyKey: `claim-${claim.claimCode}`, ...(partial ? { cancelAmount: claim.refundAmount } : {}),
    });
    ok = result.ok;
    if (!ok) log.error({ orderCode: order.orderCode, claimCode: claim.claimCode, tossCode: result.ok ? undefined : result.code }, 'Toss refund of a claim failed: refund it by hand');
  }
  if (ok && claim.refundAmount > 0) await enqueueNotification(db, order.id, 'REFUND_PAID', claim.claimCode, Date.now());
  if (payment && ok && refundedBefore + claim.refundAmount >= payment.amount) {
    await db.updateTable('orderPayments').set({ status: 'REFUNDED' }).where('id', '=', payment.id).where('status', '=', 'PAID').execute();
  }
  await db.updateTable('orderClaims').set({ refundStatus: ok ? 'REFUNDED' : 'REFUND_FAILED' }).where('id', '=', claim.id).execute();
}
