import { randomBytes } from 'node:crypto';
import type { ClaimType, OrderDetail, RefundPreview } from '@shop/contracts';
import { canTransition, ORDER_STATUS, type OrderStatus } from '@shop/validators';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { OrderTable } from '../../db/schema-orders.ts';
import type { OrderClaimTable } from '../../db/schema-mypage.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { API_ERRORS, apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import { orderDetail } from '../order/order-detail.ts';
import { moveOrder } from '../order/order-state.ts';
import { claimAmounts, loadClaimContext, type ClaimAmounts, type ClaimSelection } from './claim-amounts.ts';
import { checkClaimInput, exchangeReceiverOf, type ClaimInput, type ExchangeReceiver } from './claim-input.ts';
import { withinReturnWindow } from './claim-rules.ts';
import { guestOrdersWhere, type GuestScope } from './guest-token.ts';

type OrderRow = Selectable<OrderTable>;
const S = ORDER_STATUS;

/** Why an order moved, for the claims of my page. */
export const CLAIM_REASON_STATE = {
  CANCEL_APPLIED: 'SHOPPER_REQUESTED_CANCEL', RETURN_APPLIED: 'SHOPPER_REQUESTED_RETURN', EXCHANGE_APPLIED: 'SHOPPER_REQUESTED_EXCHANGE',
  CONFIRMED: 'SHOPPER_CONFIRMED', AUTO_CONFIRMED: 'AUTO_CONFIRMED', WITHDRAWN: 'CLAIM_WITHDRAWN', SETTLED: 'CLAIMS_SETTLED',
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

/** The parts of a claim's refund as the preview and the claim show them. */
function previewOf(order: OrderRow, type: ClaimType, a: ClaimAmounts): RefundPreview {
  return {
    claimType: type, totalItemReturnAmount: a.itemAmount, couponDiscountAmount: a.couponAmount, returnFee: a.returnFee,
    totalAddShippingAmount: a.shippingAmount < 0 ? -a.shippingAmount : 0, shippingReturnAmount: a.shippingAmount > 0 ? a.shippingAmount : 0,
    totalReturnAmount: a.refundAmount, restorePoint: a.pointAmount, restoreCouponCount: a.restoreCouponIds.length,
    writeBankInfo: needsBankAccount(order) && a.refundAmount > 0, paymentMethod: order.paymentMethod, partCancel: !a.wholeOrder,
    claimApplyQuantity: a.claimQuantity, totalOrderQuantity: a.totalOrderQuantity,
  };
}

/** What a cancel, return (or exchange) of the chosen pieces (all that is left when none are chosen) would give back. */
export async function refundPreview(db: Kysely<Database>, order: OrderRow, type: ClaimType, reason: string, selection?: ClaimSelection, now = Date.now()): Promise<RefundPreview> {
  assertClaimable(order, type, now);
  return previewOf(order, type, claimAmounts(await loadClaimContext(db, order), type, reason, selection));
}

/** The order's own receiver: where an exchange's replacement goes unless the shopper gave another. */
async function orderReceiver(db: Kysely<Database>, orderId: number): Promise<ExchangeReceiver | undefined> {
  const row = await db.selectFrom('orderAddresses').select(['receiveName', 'receiveMobile', 'zipcode', 'address', 'addressDetail']).where('orderId', '=', orderId).executeTakeFirst();
  return row ? { ...row, receiveMobile: row.receiveMobile.replace(/\D/g, '') } : undefined;
}

const TARGET: Record<ClaimType, OrderStatus> = { CANCEL: S.CANCEL_REQUESTED, RETURN: S.RETURN_REQUESTED, EXCHANGE: S.EXCHANGE_REQUESTED };
const STATE_REASON: Record<ClaimType, string> = {
  CANCEL: CLAIM_REASON_STATE.CANCEL_APPLIED, RETURN: CLAIM_REASON_STATE.RETURN_APPLIED, EXCHANGE: CLAIM_REASON_STATE.EXCHANGE_APPLIED,
};

/** Thrown inside a claim's transaction to roll it back (a line was claimed meanwhile, or the order moved on). */
const LOST = Symbol('lost');

/**
 * Records a cancel, return or exchange request of some pieces of an order (all that is left when none are chosen)
 * in one transaction: each line's pieces are reserved by a conditional update (never more than were bought, also
 * when two requests race), the claim keeps its amounts and lines, and the order either moves to 취소요청 /
 * 반품요청 / 교환요청 (the claim takes everything left) or must still be in the state it was read in.
 */
export async function applyClaim(handle: DatabaseHandle, order: OrderRow, type: ClaimType, input: ClaimInput, now = Date.now()): Promise<OrderDetail> {
  assertClaimable(order, type, now);
  const at = toSeoulTimestamp(now);
  const bank = type !== 'EXCHANGE' && needsBankAccount(order);
  const moved = await writeTransaction(handle, async (trx) => {
    const amounts = claimAmounts(await loadClaimContext(trx, order), type, input.claimReason, input.claimItems);
    checkClaimInput(type, input, needsBankAccount(order) && amounts.refundAmount > 0);
    const exchangeTo = type === 'EXCHANGE' ? (exchangeReceiverOf(input) ?? (await orderReceiver(trx, order.id))) : undefined;
    for (const [lineId, quantity] of amounts.pieces) {
      const taken = await trx.updateTable('orderLines').set((eb) => ({ claimingQuantity: eb('claimingQuantity', '+', quantity) }))
        .where('id', '=', lineId).where('orderId', '=', order.id)
        .where((eb) => eb(eb('claimingQuantity', '+', eb.ref('claimedQuantity')), '<=', eb('quantity', '-', quantity))).executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) throw LOST;
    }
    if (amounts.wholeOrder) {
      if (!(await moveOrder(trx, order.id, order.status as OrderStatus, TARGET[type], STATE_REASON[type], now))) throw LOST;
    } else {
      const still = await trx.updateTable('orders').set({ updatedAt: at }).where('id', '=', order.id).where('status', '=', order.status).executeTakeFirst();
      if (Number(still.numUpdatedRows) !== 1) throw LOST;
    }
    const { id } = await trx.insertInto('orderClaims').values({
      claimCode: newClaimCode(), orderId: order.id, claimType: type, status: 'REQUESTED', reason: input.claimReason, reasonText: input.claimReasonText.trim(),
      shippingAskType: type === 'CANCEL' ? null : (input.shippingAskType ?? '1'),
      shippingCompanyName: input.shippingAskType === '2' ? (input.shippingCompanyName ?? null) : null,
      shippingNumber: input.shippingAskType === '2' ? (input.shippingNumber ?? null) : null,
      senderName: input.senderName?.trim() || null, senderMobile: input.senderMobile?.replace(/\D/g, '') || null, senderZipcode: input.senderZipcode?.trim() || null,
      senderAddress: input.senderAddress?.trim() || null, senderAddressDetail: input.senderAddressDetail?.trim() || null,
      refundBankName: bank ? (input.returnBankName ?? null) : null, refundBankInName: bank ? (input.returnBankInName ?? null) : null,
      refundAccountNo: bank ? (input.returnVirtualNo ?? null) : null,
      images: JSON.stringify(input.images ?? []), returnFee: amounts.returnFee, refundAmount: amounts.refundAmount,
      refundStatus: type === 'EXCHANGE' ? 'NONE' : 'PENDING', createdAt: at, completedAt: null,
      itemAmount: amounts.itemAmount, couponAmount: amounts.couponAmount, pointAmount: amounts.pointAmount, shippingAmount: amounts.shippingAmount,
      wholeOrder: amounts.wholeOrder ? 'Y' : 'N',
      exchangeReceiveName: exchangeTo?.receiveName ?? null, exchangeReceiveMobile: exchangeTo?.receiveMobile ?? null, exchangeZipcode: exchangeTo?.zipcode ?? null,
      exchangeAddress: exchangeTo?.address ?? null, exchangeAddressDetail: exchangeTo?.addressDetail ?? null,
    }).returning('id').executeTakeFirstOrThrow();
    for (const [orderLineId, quantity] of amounts.pieces) await trx.insertInto('orderClaimLines').values({ claimId: id, orderLineId, quantity }).execute();
    return true;
  }).catch((error: unknown) => {
    if (error === LOST) return false;
    throw error;
  });
  if (!moved) throw apiError('CLAIM_NOT_ALLOWED', API_ERRORS.ORDER_STATE_CONFLICT.message);
  return orderDetail(handle.db, await handle.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
}

type Trx = Transaction<Database>;
type ClaimRow = Selectable<OrderClaimTable>;

/** Whether an order has a request still open (구매확정 waits for it). */
export async function hasOpenClaims(db: Kysely<Database>, orderId: number): Promise<boolean> {
  return (await db.selectFrom('orderClaims').select('id').where('orderId', '=', orderId).where('status', '=', 'REQUESTED').executeTakeFirst()) !== undefined;
}

/** The state an order was in before it moved to `requested` (to go back to when its request is withdrawn). */
async function stateBefore(trx: Trx, orderId: number, requested: OrderStatus): Promise<OrderStatus> {
  const row = await trx.selectFrom('orderStateHistory').select('fromStatus').where('orderId', '=', orderId).where('toStatus', '=', requested)
    .orderBy('id', 'desc').executeTakeFirst();
  const from = (row?.fromStatus ?? '') as OrderStatus;
  return canTransition(requested, from) ? from : requested === S.CANCEL_REQUESTED ? S.PAID : S.DELIVERED;
}

/**
 * Withdraws a request still only applied (신청 철회, or turned down by the shop), inside the caller's transaction:
 * the claim moves REQUESTED → WITHDRAWN conditionally (a completion or another withdrawal at the same moment wins
 * or loses cleanly), its pieces go back to their lines, and an order that had moved to the request state goes back
 * to where it was (unless `keepOrder`, when the caller moves it). False when the claim was no longer requested.
 */
export async function withdrawClaimInTrx(trx: Trx, claim: ClaimRow, now: number, keepOrder = false): Promise<boolean> {
  const at = toSeoulTimestamp(now);
  const taken = await trx.updateTable('orderClaims').set({ status: 'WITHDRAWN', refundStatus: 'NONE', completedAt: at })
    .where('id', '=', claim.id).where('status', '=', 'REQUESTED').executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return false;
  const lines = await trx.selectFrom('orderClaimLines').selectAll().where('claimId', '=', claim.id).execute();
  for (const line of lines) {
    await trx.updateTable('orderLines').set((eb) => ({ claimingQuantity: eb('claimingQuantity', '-', line.quantity) })).where('id', '=', line.orderLineId).execute();
  }
  if (keepOrder) return true;
  const requested = TARGET[claim.claimType as ClaimType];
  const order = await trx.selectFrom('orders').select('status').where('id', '=', claim.orderId).executeTakeFirstOrThrow();
  if (order.status === requested) {
    if (!(await moveOrder(trx, claim.orderId, requested, await stateBefore(trx, claim.orderId, requested), CLAIM_REASON_STATE.WITHDRAWN, now))) throw LOST;
  }
  return true;
}

/** 신청 철회 by the shopper: only their own claim (another's, or an unknown code, is a 404), and only while it is still applied. */
export async function withdrawClaim(handle: DatabaseHandle, owner: { memberId: number } | { guest: GuestScope }, claimCode: string, now = Date.now()): Promise<OrderDetail> {
  let query = handle.db.selectFrom('orderClaims').innerJoin('orders', 'orders.id', 'orderClaims.orderId').selectAll('orderClaims').where('orderClaims.claimCode', '=', claimCode);
  query = 'memberId' in owner ? query.where('orders.memberId', '=', owner.memberId) : query.where(guestOrdersWhere(owner.guest));
  const claim = await query.executeTakeFirst();
  if (!claim) throw apiError('CLAIM_NOT_FOUND');
  const done = await writeTransaction(handle, (trx) => withdrawClaimInTrx(trx, claim, now)).catch((error: unknown) => {
    if (error === LOST) return false;
    throw error;
  });
  if (!done) throw apiError('CLAIM_NOT_WITHDRAWABLE');
  return orderDetail(handle.db, await handle.db.selectFrom('orders').selectAll().where('id', '=', claim.orderId).executeTakeFirstOrThrow());
}

/**
 * Completes a requested claim inside the caller's transaction (the shop accepted and processed it): REQUESTED →
 * COMPLETED conditionally, its pieces leave the order (a cancel or return: back in stock, the points share given
 * back, the coupons of lines now wholly claimed usable again) or go back to the shopper (an exchange). Returns the
 * claim when this call completed it (the caller refunds it after the commit), or undefined.
 */
export async function completeClaimInTrx(trx: Trx, claim: ClaimRow, now: number): Promise<ClaimRow | undefined> {
  const at = toSeoulTimestamp(now);
  const taken = await trx.updateTable('orderClaims').set({ status: 'COMPLETED', completedAt: at }).where('id', '=', claim.id).where('status', '=', 'REQUESTED').executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) return undefined;
  const money = claim.claimType !== 'EXCHANGE';
  const lines = await trx.selectFrom('orderClaimLines').innerJoin('orderLines', 'orderLines.id', 'orderClaimLines.orderLineId')
    .select(['orderLines.id', 'orderLines.itemId', 'orderLines.itemOptionId', 'orderLines.couponUserId', 'orderLines.quantity as bought', 'orderLines.claimedQuantity', 'orderClaimLines.quantity'])
    .where('orderClaimLines.claimId', '=', claim.id).orderBy('orderLines.itemId').execute();
  for (const line of lines) {
    await trx.updateTable('orderLines').set((eb) => ({
      claimingQuantity: eb('claimingQuantity', '-', line.quantity), ...(money ? { claimedQuantity: eb('claimedQuantity', '+', line.quantity) } : {}),
    })).where('id', '=', line.id).execute();
    if (!money) continue;
    if (line.itemOptionId !== null) {
      await trx.updateTable('itemOptions').set((eb) => ({ stockQuantity: eb('stockQuantity', '+', line.quantity) })).where('id', '=', line.itemOptionId).execute();
    }
    await trx.updateTable('items').set((eb) => ({ stockQuantity: eb('stockQuantity', '+', line.quantity) })).where('id', '=', line.itemId).execute();
    if (line.couponUserId !== null && Number(line.claimedQuantity) + line.quantity >= line.bought) {
      await trx.updateTable('couponUsers').set({ usedDate: null, usedOrderId: null }).where('id', '=', line.couponUserId).execute();
    }
  }
  if (!money) return claim;
  const order = await trx.selectFrom('orders').select(['memberId', 'cartCouponUserId']).where('id', '=', claim.orderId).executeTakeFirstOrThrow();
  const left = await trx.selectFrom('orderLines').select('id').where('orderId', '=', claim.orderId).whereRef('claimedQuantity', '<', 'quantity').executeTakeFirst();
  if (!left && order.cartCouponUserId !== null) {
    await trx.updateTable('couponUsers').set({ usedDate: null, usedOrderId: null }).where('id', '=', order.cartCouponUserId).execute();
  }
  if (order.memberId !== null && claim.pointAmount > 0) {
    await earnPoints(trx, order.memberId, claim.pointAmount, claim.claimType === 'CANCEL' ? 'ORDER_RESTORE' : 'CLAIM_RESTORE', claim.orderId, at);
  }
  return claim;
}

/** The points a confirmed order earns: its earn points less the share of what was cancelled or returned. */
export async function earnedOnConfirm(trx: Trx, order: OrderRow): Promise<number> {
  const lines = await trx.selectFrom('orderLines').select(['quantity', 'saleAmount', 'claimedQuantity']).where('orderId', '=', order.id).execute();
  const kept = lines.reduce((s, l) => s + (l.quantity <= 0 ? 0 : Math.floor((l.saleAmount * (l.quantity - Number(l.claimedQuantity))) / l.quantity)), 0);
  return kept >= order.totalItemSaleAmount || order.totalItemSaleAmount <= 0 ? order.earnPoint : Math.floor((order.earnPoint * kept) / order.totalItemSaleAmount);
}

/**
 * Confirms a delivered (or exchanged) order once, with no request open, and earns a member's points then: the
 * move is conditional, so the shopper, the automatic confirmation and the operator never earn twice. False when
 * the order had moved on or a request is open.
 */
export async function confirmOrder(handle: DatabaseHandle, order: OrderRow, reason: string, now: number): Promise<boolean> {
  const status = order.status as OrderStatus;
  if (status !== S.DELIVERED && status !== S.EXCHANGED) return false;
  const at = toSeoulTimestamp(now);
  return writeTransaction(handle, async (trx) => {
    if (await hasOpenClaims(trx, order.id)) return false;
    if (!(await moveOrder(trx, order.id, status, S.CONFIRMED, reason, now))) return false;
    await trx.updateTable('orders').set({ confirmedAt: at }).where('id', '=', order.id).execute();
    const earn = await earnedOnConfirm(trx, order);
    // The owner read after the move: a guest order carried into an account since `order` was read earns there.
    const { memberId } = await trx.selectFrom('orders').select('memberId').where('id', '=', order.id).executeTakeFirstOrThrow();
    if (memberId !== null && earn > 0) await earnPoints(trx, memberId, earn, 'ORDER_EARN', order.id, at);
    return true;
  });
}

/** 구매확정 by the shopper: a delivered (or exchanged) order is confirmed once, and a member's order earns its points then. */
export async function confirmPurchase(handle: DatabaseHandle, order: OrderRow, now = Date.now()): Promise<OrderDetail> {
  const status = order.status as OrderStatus;
  if (status !== S.DELIVERED && status !== S.EXCHANGED) throw apiError('CLAIM_NOT_ALLOWED');
  if (await hasOpenClaims(handle.db, order.id)) throw apiError('CLAIM_NOT_ALLOWED', M.errors.claimsOpen);
  if (!(await confirmOrder(handle, order, CLAIM_REASON_STATE.CONFIRMED, now))) throw apiError('CLAIM_NOT_ALLOWED');
  return orderDetail(handle.db, await handle.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow());
}

/** Adds points to a member's balance (creating it) and writes the ledger line, inside the caller's transaction. */
export async function earnPoints(
  trx: Trx, memberId: number, amount: number, reason: string, orderId: number | null, at: string,
): Promise<void> {
  await trx.insertInto('memberPoints').values({ memberId, balance: amount })
    .onConflict((oc) => oc.column('memberId').doUpdateSet((eb) => ({ balance: eb('memberPoints.balance', '+', amount) })))
    .execute();
  await trx.insertInto('pointLedger').values({ memberId, amount, reason, orderId, createdAt: at }).execute();
}
