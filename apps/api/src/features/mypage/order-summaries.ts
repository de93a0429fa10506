import { trackingUrlOf, type OrderSummary } from '@shop/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderTable } from '../../db/schema-orders.ts';
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
      'itemImages.path as imagePath', 'orderLines.options', 'orderLines.quantity', 'orderLines.saleAmount', 'itemReviews.id as reviewId'])
    .where('orderLines.orderId', 'in', orderIds)
    .orderBy('orderLines.orderId').orderBy('orderLines.itemSequence')
    .execute();
}

type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** Order lines as my page lists them; a guest never writes reviews. */
export function toSummaryItems(order: OrderRow, lines: LineRow[], now: number) {
  const canReview = order.memberId !== null && reviewWritable(order.status, order.createdAt, now);
  return lines.filter((l) => l.orderId === order.id).map((l) => ({
    itemSequence: l.itemSequence, itemId: l.itemId, itemUserCode: l.itemUserCode, itemName: l.itemName, itemImage: l.imagePath ?? null,
    options: l.options, quantity: l.quantity, itemAmount: l.saleAmount, writeReviewFlag: canReview && l.reviewId === null ? 'Y' as const : 'N' as const,
    itemReviewId: l.reviewId ?? null,
  }));
}

/** Orders as my page's lists show them, with their lines and the buttons of their state. */
export async function toSummaries(db: Kysely<Database>, orders: OrderRow[], now = Date.now()): Promise<OrderSummary[]> {
  const lines = await linesOf(db, orders.map((o) => o.id));
  return orders.map((order) => ({
    orderCode: order.orderCode, createdDate: order.createdAt, orderStatus: order.status, orderStatusLabel: statusLabel(order.status),
    payAmount: order.payAmount, paymentMethod: order.paymentMethod, deliveryCompanyName: order.deliveryCompanyName, deliveryNumber: order.deliveryNumber,
    trackingUrl: trackingUrlOf(order.deliveryCompanyName, order.deliveryNumber),
    items: toSummaryItems(order, lines, now),
    actions: actionsOf(order, now),
  }));
}
