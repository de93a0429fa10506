import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';

/** The words of a cancelled unpaid order's claim, by the reason of its move to 취소완료 (`OPERATOR_CANCELLED` for an operator's). */
export function unpaidCancelText(reason: string | undefined): string {
  const key = reason?.startsWith('OPERATOR_') ? 'OPERATOR_CANCELLED' : reason ?? '';
  return ORDER_MESSAGES.unpaidCancelReasons[key] ?? ORDER_MESSAGES.unpaidCancelFallback;
}

function claimCode(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `C${[...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Records an unpaid order's cancellation (shopper, deadline, failed payment, operator) as a completed cancel claim of
 * the whole order, nothing to refund, so my page's 취소 list (/mypage/orders/claims) shows it like any other cancel.
 * Once per order: an order that already has a cancel claim gets no second one. Runs inside the cancelling
 * transaction (releaseOrder) and in migration 0031's backfill.
 */
export async function recordUnpaidCancelClaim(trx: Transaction<Database> | Kysely<Database>, orderId: number, at: string): Promise<boolean> {
  const existing = await trx.selectFrom('orderClaims').select('id').where('orderId', '=', orderId).where('claimType', '=', 'CANCEL').executeTakeFirst();
  if (existing) return false;
  const move = await trx.selectFrom('orderStateHistory').select(['reason', 'createdAt']).where('orderId', '=', orderId).where('toStatus', '=', 'CANCELLED')
    .orderBy('id', 'desc').executeTakeFirst();
  const when = move?.createdAt ?? at;
  await trx.insertInto('orderClaims').values({
    claimCode: claimCode(), orderId, claimType: 'CANCEL', status: 'COMPLETED', reason: 'ETC', reasonText: unpaidCancelText(move?.reason), shippingAskType: null,
    shippingCompanyName: null, shippingNumber: null, senderName: null, senderMobile: null, senderZipcode: null, senderAddress: null, senderAddressDetail: null,
    refundBankName: null, refundBankInName: null, refundAccountNo: null, images: '[]', returnFee: 0, refundAmount: 0, refundStatus: 'NONE',
    createdAt: when, completedAt: when, wholeOrder: 'Y',
  }).execute();
  return true;
}

/** Migration 0031's backfill: every cancelled order without a cancel claim (all cancelled before payment) gets one. */
export async function backfillUnpaidCancelClaims(db: Kysely<Database>): Promise<number> {
  const orders = await db.selectFrom('orders').select(['id', 'updatedAt']).where('status', '=', 'CANCELLED')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('orderClaims').select(sql<number>`1`.as('one')).whereRef('orderClaims.orderId', '=', 'orders.id').where('orderClaims.claimType', '=', 'CANCEL'))))
    .orderBy('id').execute();
  let added = 0;
  for (const order of orders) if (await recordUnpaidCancelClaim(db, order.id, order.updatedAt)) added += 1;
  return added;
}
