import { randomBytes } from 'node:crypto';
import type { ClaimType, OrderDetail, RefundPreview } from '@shop/contracts';
import { ORDER_STATUS, type OrderStatus } from '@shop/validators';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderTable } from '../../db/schema-orders.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import { orderDetail } from '../order/order-detail.ts';
import { moveOrder } from '../order/order-state.ts';
import { isReasonOf, returnFeeOf, withinReturnWindow } from './claim-rules.ts';

type OrderRow = Selectable<OrderTable>;
const S = ORDER_STATUS;

/** Why an order moved, for the claims of my page. */
export const CLAIM_REASON_STATE = {
  CANCEL_APPLIED: 'SHOPPER_REQUESTED_CANCEL', RETURN_APPLIED: 'SHOPPER_REQUESTED_RETURN', EXCHANGE_APPLIED: 'SHOPPER_REQUESTED_EXCHANGE',
  CONFIRMED: 'SHOPPER_CONFIRMED',
} as const;

/** A claim's code: C + 12 characters without look-alikes. */
export function newClaimCode(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `C${[...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/** Whether a refund of this order needs the shopper's bank account (a bank transfer is refunded to an account). */
function needsBankAccount(order: OrderRow): boolean {
  return order.paymentMethod === 'bank';
}

/** Where an order must be for each claim; a return or exchange also within 7 days of delivery. */
function assertClaimable(order: OrderRow, type: ClaimType, now: number): void {
  const status = order.status as OrderStatus;
  if (type === 'CANCEL') {
    if (status !== S.PAID && status !== S.PREPARING) throw apiError('CLAIM_NOT_ALLOWED');
    return;
  }
  if (status !== S.DELIVERED) throw apiError('CLAIM_NOT_ALLOWED');
  if (!withinReturnWindow(order.deliveredAt, now)) throw apiError('CLAIM_NOT_ALLOWED', M.errors.returnWindowPassed);
}

/** What a cancel or return of the whole order gives back: the payment less the return fee, the points and the coupons. */
export async function refundPreview(db: Kysely<Database>, order: OrderRow, type: ClaimType, reason: string, now = Date.now()): Promise<RefundPreview> {
  if (type === 'EXCHANGE') throw apiError('CLAIM_NOT_ALLOWED');
  assertClaimable(order, type, now);
  const returnFee = returnFeeOf(type, reason, order);
  const coupons = await db.selectFrom('couponUsers').select((eb) => eb.fn.countAll<number>().as('count')).where('usedOrderId', '=', order.id).executeTakeFirstOrThrow();
  const total = Math.max(0, order.payAmount - returnFee);
  return {
    claimType: type, totalItemReturnAmount: order.payAmount, returnFee, totalReturnAmount: total, restorePoint: order.pointAmount,
    restoreCouponCount: Number(coupons.count), writeBankInfo: needsBankAccount(order) && total > 0, paymentMethod: order.paymentMethod,
  };
}

export type ClaimInput = {
  claimReason: string; claimReasonText: string;
  returnBankName?: string; returnBankInName?: string; returnVirtualNo?: string;
  shippingAskType?: '1' | '2'; shippingCompanyName?: string; shippingNumber?: string;
  senderName?: string; senderMobile?: string; senderZipcode?: string; senderAddress?: string; senderAddressDetail?: string;
  images?: string[];
};

function checkClaimInput(order: OrderRow, type: ClaimType, input: ClaimInput, refund: number): void {
  if (!isReasonOf(type, input.claimReason)) throw apiError('CLAIM_INPUT_REQUIRED');
  if (input.claimReason === 'ETC' && !input.claimReasonText.trim()) throw apiError('CLAIM_INPUT_REQUIRED', M.errors.reasonTextRequired);
  if (type !== 'CANCEL' && input.shippingAskType === '2' && (!input.shippingCompanyName?.trim() || !input.shippingNumber?.trim())) {
    throw apiError('CLAIM_INPUT_REQUIRED', M.errors.shippingNumberRequired);
  }
  if (type !== 'EXCHANGE' && needsBankAccount(order) && refund > 0
    && (!input.returnBankName?.trim() || !input.returnBankInName?.trim() || !input.returnVirtualNo?.trim())) {
    throw apiError('CLAIM_INPUT_REQUIRED', M.errors.refundAccountRequired);
  }
}

const TARGET: Record<ClaimType, OrderStatus> = { CANCEL: S.CANCEL_REQUESTED, RETURN: S.RETURN_REQUESTED, EXCHANGE: S.EXCHANGE_REQUESTED };
const STATE_REASON: Record<ClaimType, string> = {
  CANCEL: CLAIM_REASON_STATE.CANCEL_APPLIED, RETURN: CLAIM_REASON_STATE.RETURN_APPLIED, EXCHANGE: CLAIM_REASON_STATE.EXCHANGE_APPLIED,
};

/**
 * Records a cancel, return or exchange request of the whole order and moves the order to 취소요청 / 반품요청 /
 * 교환요청 in one transaction; the move is conditional, so two requests (or an operator's move) never both win.
 */
export async function applyClaim(handle: DatabaseHandle, order: OrderRow, type: ClaimType, input: ClaimInput, now = Date.now()): Promise<OrderDetail> {
  assertClaimable(order, type, now);
  const returnFee = returnFeeOf(type, input.claimReason, order);
  const refundAmount = type === 'EXCHANGE' ? 0 : Math.max(0, order.payAmount - returnFee);
  checkClaimInput(order, type, input, refundAmount);
  const at = toSeoulTimestamp(now);
  const bank = type !== 'EXCHANGE' && needsBankAccount(order);
  const moved = await writeTransaction(handle, async (trx) => {
    if (!(await moveOrder(trx, order.id, order.status as OrderStatus, TARGET[type], STATE_REASON[type], now))) return false;
    await trx.insertInto('orderClaims').values({
      claimCode: newClaimCode(), orderId: order.id, claimType: type, status: 'REQUESTED', reason: input.claimReason, reasonText: input.claimReasonText.trim(),
      shippingAskType: type === 'CANCEL' ? null : (input.shippingAskType ?? '1'),
      shippingCompanyName: input.shippingAskType === '2' ? (input.shippingCompanyName ?? null) : null,
      shippingNumber: input.shippingAskType === '2' ? (input.shippingNumber ?? null) : null,
      senderName: input.senderName ?? null, senderMobile: input.senderMobile?.replace(/\D/g, '') ?? null, senderZipcode: input.senderZipcode ?? null,
      senderAddress: input.senderAddress ?? null, senderAddressDetail: input.senderAddressDetail ?? null,
      refundBankName: bank ? (input.returnBankName ?? null) : null, refundBankInName: bank ? (input.returnBankInName ?? null) : null,
      refundAccountNo: bank ? (input.returnVirtualNo ?? null) : null,
      images: JSON.stringify(input.images ?? []), returnFee, refundAmount, refundStatus: type === 'EXCHANGE' ? 'NONE' : 'PENDING', createdAt: at, completedAt: null,
    }).execute();
    return true;
  });
  if (!moved) throw apiError('CLAIM_NOT_ALLOWED');
  return orderDetail(handle.db, await handle.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
}

/** 구매확정: a delivered (or exchanged) order is confirmed once, and a member's order earns its points then. */
export async function confirmPurchase(handle: DatabaseHandle, order: OrderRow, now = Date.now()): Promise<OrderDetail> {
  const status = order.status as OrderStatus;
  if (status !== S.DELIVERED && status !== S.EXCHANGED) throw apiError('CLAIM_NOT_ALLOWED');
  const at = toSeoulTimestamp(now);
  const moved = await writeTransaction(handle, async (trx) => {
    if (!(await moveOrder(trx, order.id, status, S.CONFIRMED, CLAIM_REASON_STATE.CONFIRMED, now))) return false;
    await trx.updateTable('orders').set({ confirmedAt: at }).where('id', '=', order.id).execute();
    if (order.memberId !== null && order.earnPoint > 0) await earnPoints(trx, order.memberId, order.earnPoint, 'ORDER_EARN', order.id, at);
    return true;
  });
  if (!moved) throw apiError('CLAIM_NOT_ALLOWED');
  return orderDetail(handle.db, await handle.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
}

/** Adds points to a member's balance (creating it) and writes the ledger line, inside the caller's transaction. */
export async function earnPoints(
  trx: Parameters<Parameters<typeof writeTransaction>[1]>[0], memberId: number, amount: number, reason: string, orderId: number | null, at: string,
): Promise<void> {
  await trx.insertInto('memberPoints').values({ memberId, balance: amount })
    .onConflict((oc) => oc.column('memberId').doUpdateSet((eb) => ({ balance: eb('memberPoints.balance', '+', amount) })))
    .execute();
  await trx.insertInto('pointLedger').values({ memberId, amount, reason, orderId, createdAt: at }).execute();
}
