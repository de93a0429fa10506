import { timingSafeEqual } from 'node:crypto';
import type { OrderDetail } from '@shop/contracts';
import { canTransition, DELIVERY_COMPANIES, ORDER_STATUS, type OrderStatus } from '@shop/validators';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import type { TossClient } from '../payment/toss-client.ts';
import { orderDetail } from '../order/order-detail.ts';
import { moveOrder } from '../order/order-state.ts';
import { releaseOrder } from '../order/release-order.ts';
import { newClaimCode } from './claims.ts';

const S = ORDER_STATUS;

/** The operator token the API was started with (env OPERATOR_TOKEN); operator calls are off without one. */
export function operatorTokenFromEnv(env: Record<string, string | undefined> = process.env): string | undefined {
  const token = env.OPERATOR_TOKEN?.trim();
  return token && token.length >= 16 ? token : undefined;
}

/** 403 unless the request carries the operator token (compared in constant time). */
export function requireOperator(request: FastifyRequest, expected: string | undefined): void {
  const given = request.headers['x-operator-token'];
  if (!expected || typeof given !== 'string') throw apiError('OPERATOR_FORBIDDEN');
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw apiError('OPERATOR_FORBIDDEN');
}

/** Which claim a move completes. */
const COMPLETES: Partial<Record<OrderStatus, string>> = { CANCELLED: 'CANCEL', RETURNED: 'RETURN', EXCHANGED: 'EXCHANGE' };

/** Which claim a move out of a request state turns down. */
const WITHDRAWS: Partial<Record<OrderStatus, string>> = { CANCEL_REQUESTED: 'CANCEL', RETURN_REQUESTED: 'RETURN', EXCHANGE_REQUESTED: 'EXCHANGE' };

export type AdvanceInput = { orderCode: string; to: OrderStatus; deliveryCompanyName: string; deliveryNumber: string };

/**
 * An operator moves an order on: a deposit seen (→ 결제완료), shipped with its carrier and number, delivered, or a
 * claim completed. Completing a cancel or return gives back stock, coupons and points in the moving transaction, then
 * refunds the claim's amount: through Toss Payments for a Toss payment (a partial cancel for a return less its fee),
 * recorded as paid to the refund account for a bank transfer.
 */
export async function advanceOrder(handle: DatabaseHandle, toss: TossClient, input: AdvanceInput, log: FastifyBaseLogger, now = Date.now()): Promise<OrderDetail> {
  const { db } = handle;
  const order = await db.selectFrom('orders').selectAll().where('orderCode', '=', input.orderCode).executeTakeFirst();
  if (!order) throw apiError('ORDER_NOT_FOUND');
  const from = order.status as OrderStatus;
  if (!canTransition(from, input.to)) throw apiError('ORDER_STATE_CONFLICT');
  const at = toSeoulTimestamp(now);
  const claimType = COMPLETES[input.to];
  const claimed = await writeTransaction(handle, async (trx) => {
    if (!(await moveOrder(trx, order.id, from, input.to, `OPERATOR_${input.to}`, now))) return null;
    if (input.to === S.PAID) {
      await trx.updateTable('orderPayments').set({ status: 'PAID', approvedAt: at }).where('orderId', '=', order.id).where('status', '=', 'READY').execute();
    }
    if (input.to === S.SHIPPING) {
      await trx.updateTable('orders').set({ deliveryCompanyName: input.deliveryCompanyName || DELIVERY_COMPANIES[0].name, deliveryNumber: input.deliveryNumber || null })
        .where('id', '=', order.id).execute();
    }
    if (input.to === S.DELIVERED) await trx.updateTable('orders').set({ deliveredAt: at }).where('id', '=', order.id).execute();
    if (input.to === S.CONFIRMED) await trx.updateTable('orders').set({ confirmedAt: at }).where('id', '=', order.id).execute();
    if (input.to === S.CANCELLED || input.to === S.RETURNED) await releaseOrder(trx, order.id, now);
    // A request the shop turns down (취소요청 → 결제완료/상품준비, 반품/교환요청 → 배송완료) is withdrawn, with nothing refunded.
    const withdrawn = WITHDRAWS[from];
    if (withdrawn && (input.to === S.PAID || input.to === S.PREPARING || input.to === S.DELIVERED)) {
      await trx.updateTable('orderClaims').set({ status: 'WITHDRAWN', refundStatus: 'NONE', completedAt: at })
        .where('orderId', '=', order.id).where('claimType', '=', withdrawn).where('status', '=', 'REQUESTED').execute();
    }
    if (!claimType) return undefined;
    const claim = await trx.selectFrom('orderClaims').selectAll().where('orderId', '=', order.id).where('claimType', '=', claimType)
      .where('status', '=', 'REQUESTED').orderBy('id', 'desc').executeTakeFirst();
    if (claim) {
      await trx.updateTable('orderClaims').set({ status: 'COMPLETED', completedAt: at }).where('id', '=', claim.id).execute();
      return claim;
    }
    if (claimType !== 'CANCEL') return undefined;
    // A paid order cancelled without a claim (POST /api/order/cancel's 취소요청): the whole payment is refunded.
    const values = {
      claimCode: newClaimCode(), orderId: order.id, claimType, status: 'COMPLETED', reason: 'ETC', reasonText: '', shippingAskType: null, shippingCompanyName: null,
      shippingNumber: null, senderName: null, senderMobile: null, senderZipcode: null, senderAddress: null, senderAddressDetail: null, refundBankName: null,
      refundBankInName: null, refundAccountNo: null, images: '[]', returnFee: 0, refundAmount: from === S.CANCEL_REQUESTED ? order.payAmount : 0,
      refundStatus: from === S.CANCEL_REQUESTED ? 'PENDING' : 'NONE', createdAt: at, completedAt: at,
    };
    const { id } = await trx.insertInto('orderClaims').values(values).returning('id').executeTakeFirstOrThrow();
    return { ...values, id };
  });
  if (claimed === null) throw apiError('ORDER_STATE_CONFLICT', M.errors.stateConflict);
  if (claimed && claimed.refundStatus === 'PENDING') await refundClaim(handle, toss, order, claimed, log);
  return orderDetail(db, await db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
}

type Claim = { id: number; claimCode: string; claimType: string; refundAmount: number };

/** Pays a completed claim's refund once (the claim row is claimed PENDING → REFUNDING first). */
async function refundClaim(handle: DatabaseHandle, toss: TossClient, order: { id: number; orderCode: string; payAmount: number }, claim: Claim, log: FastifyBaseLogger): Promise<void> {
  const { db } = handle;
  const taken = await db.updateTable('orderClaims').set({ refundStatus: 'REFUNDING' }).where('id', '=', claim.id).where('refundStatus', '=', 'PENDING').executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return;
  const payment = await db.selectFrom('orderPayments').selectAll().where('orderId', '=', order.id).where('status', '=', 'PAID').orderBy('id').executeTakeFirst();
  let ok = true;
  if (payment && claim.refundAmount > 0 && payment.provider === 'TOSS' && payment.paymentKey) {
    const partial = claim.refundAmount < payment.amount;
    const result = await toss.cancel({
      paymentKey: payment.paymentKey, cancelReason: M.tossCancelReason[claim.claimType] ?? M.tossCancelFallback,
      idempotencyKey: `claim-${claim.claimCode}`, ...(partial ? { cancelAmount: claim.refundAmount } : {}),
    });
    ok = result.ok;
    if (!ok) log.error({ orderCode: order.orderCode, claimCode: claim.claimCode, tossCode: result.ok ? undefined : result.code }, 'Toss refund of a claim failed: refund it by hand');
  }
  if (payment && ok) await db.updateTable('orderPayments').set({ status: 'REFUNDED' }).where('id', '=', payment.id).where('status', '=', 'PAID').execute();
  await db.updateTable('orderClaims').set({ refundStatus: ok ? 'REFUNDED' : 'REFUND_FAILED' }).where('id', '=', claim.id).execute();
}
