import { trackingUrlOf, type OrderSummary } from '@shop/contracts';
import { ORDER_STATUS, type OrderStatus } from '@shop/validators';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderTable } from '../../db/schema-orders.ts';
import { MYPAGE_MESSAGES } from '../../messages/mypage.ko.ts';
import { statusLabel } from '../order/placed-answer.ts';
import { actionsOf, reviewWritable } from './claim-rules.ts';

type OrderRow = Selectable<OrderTable>;

/** The lines of some orders with their item code, first picture and review (one query each). */
export async function linesOf(db: Kysely<Database>, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.selectFrom('orderLines')
    .innerJoin('items', 'items.id', 'orderLines.itemId')
    .leftJoin('itemImages', (join) => join.onRef('itemImages.itemId', '=', 'items.id').on('itemImages.ordering', '=', 1))
    .leftJoin('itemReviews', 'itemReviews.orderLineId', 'orderLines.id')
    .select(['orderLines.id', 'orderLines.orderId', 'orderLines.itemSequence', 'orderLines.itemId', 'items.itemUserCode', 'orderLines.itemName',
      'itemImages.path as imagePath', 'orderLines.options', 'orderLines.quantity', 'orderLines.saleAmount', 'itemReviews.id as reviewId',
      'orderLines.claimedQuantity', 'orderLines.claimingQuantity'])
    .where('orderLines.orderId', 'in', orderIds)
    .orderBy('orderLines.orderId').orderBy('orderLines.itemSequence')
    .execute();
}

type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** The open request of each line, else its latest completed claim (line id → `status:claimType`), for the lines' own states. */
export async function openClaimTypes(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectFrom('orderClaimLines').innerJoin('orderClaims', 'orderClaims.id', 'orderClaimLines.claimId')
    .select(['orderClaimLines.orderLineId', 'orderClaims.claimType', 'orderClaims.status']).where('orderClaims.orderId', 'in', orderIds)
    .where('orderClaims.status', 'in', ['REQUESTED', 'COMPLETED']).orderBy('orderClaims.id').execute();
  const types = new Map<number, string>();
  for (const r of rows) if (r.status === 'REQUESTED' || !types.get(r.orderLineId)?.startsWith('REQUESTED:')) types.set(r.orderLineId, `${r.status}:${r.claimType}`);
  return types;
}

const REQUESTED_OF: Record<string, OrderStatus> = { CANCEL: ORDER_STATUS.CANCEL_REQUESTED, RETURN: ORDER_STATUS.RETURN_REQUESTED, EXCHANGE: ORDER_STATUS.EXCHANGE_REQUESTED };
const DONE_OF: Record<string, OrderStatus> = { CANCEL: ORDER_STATUS.CANCELLED, RETURN: ORDER_STATUS.RETURNED, EXCHANGE: ORDER_STATUS.EXCHANGED };

/**
 * A line's own state: the order's, unless a request of some lines covers it (requested), it has left the order
 * (cancelled, returned by its latest claim), or its latest claim was an exchange the shop completed while the order is
 * still delivered (교환완료, as a whole order's exchange shows; its pieces stay in the order).
 */
export function lineStatusOf(orderStatus: string, line: { id: number; quantity: number; claimedQuantity: number; claimingQuantity: number }, types: ReadonlyMap<number, string>): string {
  const [status, type] = (types.get(line.id) ?? ':').split(':') as [string, string];
  if (Number(line.claimingQuantity) > 0 && status === 'REQUESTED') return REQUESTED_OF[type] ?? orderStatus;
  if (status === 'COMPLETED' && type === 'EXCHANGE' && orderStatus === ORDER_STATUS.DELIVERED) return ORDER_STATUS.EXCHANGED;
  if (Number(line.claimedQuantity) >= line.quantity && type) return DONE_OF[type] ?? orderStatus;
  return orderStatus;
}

/** Order lines as my page lists them; a guest never writes reviews, nor does anyone for a line wholly cancelled or returned. */
export function toSummaryItems(order: OrderRow, lines: LineRow[], now: number, types: ReadonlyMap<number, string> = new Map()) {
  const canReview = order.memberId !== null && reviewWritable(order.status, order.createdAt, now);
  return lines.filter((l) => l.orderId === order.id).map((l) => {
    const status = lineStatusOf(order.status, l, types);
    return {
      itemSequence: l.itemSequence, itemId: l.itemId, itemUserCode: l.itemUserCode, itemName: l.itemName, itemImage: l.imagePath ?? null,
      options: l.options, quantity: l.quantity, itemAmount: l.saleAmount,
      writeReviewFlag: canReview && l.reviewId === null && Number(l.claimedQuantity) < l.quantity ? 'Y' as const : 'N' as const,
      itemReviewId: l.reviewId ?? null, claimQuantity: Number(l.claimedQuantity), claimApplyQuantity: Number(l.claimingQuantity),
      orderStatus: status, orderStatusLabel: statusLabel(status),
    };
  });
}

/** Orders as my page's lists show them, with their lines and the buttons of their state. */
export async function toSummaries(db: Kysely<Database>, orders: OrderRow[], now = Date.now()): Promise<OrderSummary[]> {
  const ids = orders.map((o) => o.id);
  const [lines, types, open] = await Promise.all([
    linesOf(db, ids), openClaimTypes(db, ids),
    ids.length ? db.selectFrom('orderClaims').select(['orderId', 'claimCode', 'claimType']).where('orderId', 'in', ids).where('status', '=', 'REQUESTED').orderBy('id').execute() : [],
  ]);
  return orders.map((order) => ({
    orderCode: order.orderCode, createdDate: order.createdAt, orderStatus: order.status, orderStatusLabel: statusLabel(order.status),
    payAmount: order.payAmount, paymentMethod: order.paymentMethod, deliveryCompanyName: order.deliveryCompanyName, deliveryNumber: order.deliveryNumber,
    trackingUrl: trackingUrlOf(order.deliveryCompanyName, order.deliveryNumber),
    items: toSummaryItems(order, lines, now, types),
    openClaims: open.filter((c) => c.orderId === order.id).map((c) => ({ claimCode: c.claimCode, claimType: c.claimType, claimTypeLabel: MYPAGE_MESSAGES.claimTypes[c.claimType] ?? c.claimType })),
    actions: actionsOf(order, now, lines.some((l) => l.orderId === order.id && l.quantity - Number(l.claimedQuantity) - Number(l.claimingQuantity) > 0)),
  }));
}
