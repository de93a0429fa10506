import { CLAIM_REASONS, type ClaimType, type OrderAction } from '@shop/contracts';
import { ORDER_STATUS, type OrderStatus } from '@shop/validators';
import { fromSeoulTimestamp } from '../../lib/dates.ts';

const DAY_MS = 86_400_000;

/** The after-sales rules of the shop (reference-behaviour 5.6). */
export const CLAIM_RULES = {
  /** Returns and exchanges are asked for within 7 days of delivery, before 구매확정. */
  returnWindowDays: 7,
  /** Reviews are written within 90 days of the order. */
  reviewDays: 90,
  /** One-way return shipping the shopper pays when the return is their choice (claim-amounts.ts works out the fee). */
  returnShippingFee: 3000,
  /** Review points: text only, with photos. */
  reviewPoint: 1000,
  photoReviewPoint: 2000,
} as const;

const S = ORDER_STATUS;

/** Whether the shop is at fault for this reason (no return shipping is charged then). */
export function isShopFault(type: ClaimType, reason: string): boolean {
  return CLAIM_REASONS[type].some((r) => r.id === reason && r.shopFault);
}

/** The label of a reason, or the id itself for an unknown one. */
export function reasonLabel(type: ClaimType, reason: string): string {
  return CLAIM_REASONS[type].find((r) => r.id === reason)?.label ?? reason;
}

/** Whether `reason` belongs to claim type `type`. */
export function isReasonOf(type: ClaimType, reason: string): boolean {
  return CLAIM_REASONS[type].some((r) => r.id === reason);
}

/** Whether a delivered order is still within the return and exchange window. */
export function withinReturnWindow(deliveredAt: string | null, now: number): boolean {
  const delivered = deliveredAt ? fromSeoulTimestamp(deliveredAt) : undefined;
  return delivered !== undefined && now - delivered.getTime() <= CLAIM_RULES.returnWindowDays * DAY_MS;
}

/** Whether a line of an order in this state, placed at `createdAt`, may be reviewed now. */
export function reviewWritable(status: string, createdAt: string, now: number): boolean {
  if (status !== S.DELIVERED && status !== S.CONFIRMED && status !== S.EXCHANGED) return false;
  const created = fromSeoulTimestamp(createdAt);
  return created !== undefined && now - created.getTime() <= CLAIM_RULES.reviewDays * DAY_MS;
}

/** Points a review earns: more with photos. */
export function reviewPointOf(images: readonly string[]): number {
  return images.length > 0 ? CLAIM_RULES.photoReviewPoint : CLAIM_RULES.reviewPoint;
}

/**
 * The buttons an order shows now (reference-behaviour 5.6), in display order; the claim buttons only while some
 * piece is neither claimed nor under a request (`claimable`).
 */
export function actionsOf(order: { status: string; deliveredAt: string | null; deliveryNumber: string | null }, now: number, claimable = true): OrderAction[] {
  const status = order.status as OrderStatus;
  const actions: OrderAction[] = [];
  if (status === S.PAYMENT_PENDING || status === S.WAITING_DEPOSIT) actions.push('CANCEL');
  if ((status === S.PAID || status === S.PREPARING) && claimable) actions.push('CANCEL_APPLY');
  if (status === S.DELIVERED || status === S.EXCHANGED) actions.push('CONFIRM');
  if (status === S.DELIVERED && claimable && withinReturnWindow(order.deliveredAt, now)) actions.push('RETURN_APPLY', 'EXCHANGE_APPLY');
  const shipped: OrderStatus[] = [S.SHIPPING, S.DELIVERED, S.CONFIRMED, S.RETURN_REQUESTED, S.EXCHANGE_REQUESTED, S.EXCHANGED];
  if (order.deliveryNumber && shipped.includes(status)) actions.push('TRACKING');
  return actions;
}
