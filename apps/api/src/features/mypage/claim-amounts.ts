import type { ClaimType } from '@shop/contracts';
import { calculateShippingFee, type IslandType } from '@shop/validators';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderTable } from '../../db/schema-orders.ts';
import { apiError } from '../../http/error-table.ts';
import { CLAIM_RULES, isShopFault } from './claim-rules.ts';

type OrderRow = Selectable<OrderTable>;

/** The lines (by item sequence) and pieces a shopper picked; none means every piece still in the order. */
export type ClaimSelection = ReadonlyArray<{ itemSequence: number; quantity: number }>;

/** An order line as the claim rules read it. */
export type ClaimLine = {
  id: number; itemSequence: number; itemId: number; shippingIndex: number; quantity: number; saleAmount: number; couponDiscount: number;
  couponUserId: number | null; shippingAmount: number; claimingQuantity: number; claimedQuantity: number;
  /** Of the claiming pieces, those under an exchange request. */
  exchangingQuantity?: number;
};

/** A group's shipping rule (the item's, read when a group's fee must be worked out again). */
export type ShippingRule = { shippingType: string; shipping: number; shippingFreeAmount: number; shippingItemCount: number; shippingExtraCharge1: number; shippingExtraCharge2: number };

/** What the earlier claims still standing (requested or completed) took of the order's money, coupons, points and shipping. */
export type PriorShares = { refundAmount: number; couponAmount: number; pointAmount: number; shippingAmount: number };

/** Everything the amounts of a claim depend on. */
export type ClaimContext = {
  order: Pick<OrderRow, 'totalItemSaleAmount' | 'totalShippingAmount' | 'itemCouponDiscount' | 'cartCouponDiscount' | 'cartCouponUserId' | 'pointAmount' | 'payAmount'>;
  lines: ClaimLine[];
  rules: ReadonlyMap<number, ShippingRule>;
  islandType: IslandType;
  prior: PriorShares;
};

/** The amounts of one claim (reference-behaviour 4.4 `refund-amount`). */
export type ClaimAmounts = {
  /** The pieces taken per line id. */
  pieces: Map<number, number>;
  /** True when the claim takes every piece left and no other request is open (the order itself moves to the request state). */
  wholeOrder: boolean;
  itemAmount: number;
  /** The coupon discount (item coupons of the lines, the cart coupon's share) those pieces had. */
  couponAmount: number;
  /** The points paid for those pieces, given back as points. */
  pointAmount: number;
  /** Shipping given back (positive) or charged because the rest no longer ships free (negative). */
  shippingAmount: number;
  returnFee: number;
  refundAmount: number;
  /** Coupons that become usable again when the claim completes. */
  restoreCouponIds: number[];
  claimQuantity: number;
  totalOrderQuantity: number;
};

const left = (l: ClaimLine) => l.quantity - l.claimedQuantity - l.claimingQuantity;

/** Which pieces of which lines a selection takes; every selected line must still have that many pieces unclaimed. */
export function piecesOf(lines: ClaimLine[], selection: ClaimSelection | undefined): Map<number, number> {
  const pieces = new Map<number, number>();
  if (!selection || selection.length === 0) {
    for (const l of lines) if (left(l) > 0) pieces.set(l.id, left(l));
  } else {
    for (const s of selection) {
      const line = lines.find((l) => l.itemSequence === s.itemSequence);
      if (!line || !Number.isSafeInteger(s.quantity) || s.quantity < 1 || pieces.has(line.id) || s.quantity > left(line)) throw apiError('CLAIM_NOT_ALLOWED');
      pieces.set(line.id, s.quantity);
    }
  }
  if (pieces.size === 0) throw apiError('CLAIM_NOT_ALLOWED');
  return pieces;
}

/** A share of `total` for `part` of `whole`, rounded down, and exactly `total` for the whole. */
const share = (total: number, part: number, whole: number) => (whole <= 0 || part >= whole ? total : Math.floor((total * part) / whole));

/** The shipping the lines still in the order owe: a group left untouched keeps the fee it was charged; a changed one is worked out again. */
export function shippingDue(lines: ClaimLine[], remaining: ReadonlyMap<number, number>, rules: ReadonlyMap<number, ShippingRule>, islandType: IslandType): number {
  let due = 0;
  for (const index of new Set(lines.map((l) => l.shippingIndex))) {
    const group = lines.filter((l) => l.shippingIndex === index);
    const pieces = group.reduce((s, l) => s + (remaining.get(l.id) ?? 0), 0);
    if (pieces === 0) continue;
    if (group.every((l) => (remaining.get(l.id) ?? 0) === l.quantity)) {
      due += group.reduce((s, l) => s + l.shippingAmount, 0);
      continue;
    }
    const rule = rules.get(group[0]?.itemId ?? 0);
    if (!rule) continue;
    const amount = group.reduce((s, l) => s + Math.round((l.saleAmount * (remaining.get(l.id) ?? 0)) / l.quantity), 0);
    due += calculateShippingFee({ ...rule, amount, quantity: pieces, islandType });
  }
  return due;
}

/**
 * The amounts of a cancel, return or exchange of some pieces (the rules of docs/mypage.md "Claims per line"):
 * - the pieces' item amount, less their coupon discount (item coupons by quantity, the cart coupon by amount) and
 *   their share of the points paid (given back as points); shares are worked out on the running total of what all
 *   standing claims took, so the claims of an order add up to its totals exactly;
 * - shipping: what the order was charged less what the pieces left owe now (a group emptied gives its fee back;
 *   a group that falls under its free-shipping amount owes its fee, deducted from the refund); a return after
 *   delivery never gives the outbound fee back unless the shop is at fault, and a return of everything keeps the
 *   whole-order rule (the payment less the return fee);
 * - the return fee of a return or exchange the shopper chose (change of mind): 3,000원, doubled when the whole
 *   order goes back and shipped free; none when the shop is at fault;
 * - the refund never goes below 0 nor above what is left of the payment.
 */
export function claimAmounts(ctx: ClaimContext, type: ClaimType, reason: string, selection: ClaimSelection | undefined): ClaimAmounts {
  const { order, lines, prior } = ctx;
  const pieces = piecesOf(lines, selection);
  const took = (l: ClaimLine) => pieces.get(l.id) ?? 0;
  // Pieces under an exchange request are still the shopper's (they come back): they take no money and still ship.
  const money = type !== 'EXCHANGE';
  const before = new Map(lines.map((l) => [l.id, l.claimedQuantity + l.claimingQuantity - (l.exchangingQuantity ?? 0)]));
  const after = new Map(lines.map((l) => [l.id, (before.get(l.id) ?? 0) + (money ? took(l) : 0)]));
  const remaining = new Map(lines.map((l) => [l.id, l.quantity - (after.get(l.id) ?? 0)]));
  const empties = money && [...remaining.values()].every((n) => n === 0);
  const wholeOrder = lines.every((l) => l.claimingQuantity === 0 && left(l) === took(l));
  const unit = (l: ClaimLine, n: number) => share(l.saleAmount, n, l.quantity);
  const itemAmount = lines.reduce((s, l) => s + unit(l, l.claimedQuantity + l.claimingQuantity + took(l)) - unit(l, l.claimedQuantity + l.claimingQuantity), 0);
  const takenAmount = lines.reduce((s, l) => s + unit(l, after.get(l.id) ?? 0), 0);
  const couponTarget = lines.reduce((s, l) => s + share(l.couponDiscount, after.get(l.id) ?? 0, l.quantity), 0)
    + share(order.cartCouponDiscount, takenAmount, order.totalItemSaleAmount);
  const couponAmount = money ? Math.max(0, couponTarget - prior.couponAmount) : 0;
  const pointAmount = money ? Math.max(0, share(order.pointAmount, takenAmount, order.totalItemSaleAmount) - prior.pointAmount) : 0;
  const charged = order.totalShippingAmount - prior.shippingAmount;
  const shopFault = isShopFault(type, reason);
  let shippingAmount = 0;
  if (money && empties) shippingAmount = charged;
  else if (money) {
    const change = charged - shippingDue(lines, remaining, ctx.rules, ctx.islandType);
    shippingAmount = type === 'CANCEL' ? change : shopFault ? Math.max(0, change) : Math.min(0, change);
  }
  const fee = type === 'CANCEL' || shopFault ? 0 : CLAIM_RULES.returnShippingFee * ((money ? empties : wholeOrder) && order.totalShippingAmount === 0 ? 2 : 1);
  const moneyLeft = order.payAmount - prior.refundAmount;
  let refundAmount = 0;
  let returnFee = fee;
  if (money) {
    const gross = Math.min(moneyLeft, Math.max(0, empties ? moneyLeft : itemAmount - couponAmount - pointAmount + shippingAmount));
    returnFee = Math.min(fee, gross);
    refundAmount = gross - returnFee;
  }
  const restoreCouponIds = !money ? [] : [
    ...lines.filter((l) => l.couponUserId !== null && took(l) > 0 && after.get(l.id) === l.quantity).map((l) => l.couponUserId as number),
    ...(empties && order.cartCouponUserId !== null ? [order.cartCouponUserId] : []),
  ];
  return {
    pieces, wholeOrder, itemAmount, couponAmount, pointAmount, shippingAmount, returnFee, refundAmount, restoreCouponIds,
    claimQuantity: [...pieces.values()].reduce((s, n) => s + n, 0), totalOrderQuantity: lines.reduce((s, l) => s + l.quantity, 0),
  };
}

/** Loads what `claimAmounts` needs for an order: its lines, their items' shipping rules, the receiver's area and the standing claims' shares. */
export async function loadClaimContext(db: Kysely<Database>, order: OrderRow): Promise<ClaimContext> {
  const [lines, address, prior, exchanging] = await Promise.all([
    db.selectFrom('orderLines').select(['id', 'itemSequence', 'itemId', 'shippingIndex', 'quantity', 'saleAmount', 'couponDiscount', 'couponUserId', 'shippingAmount',
      'claimingQuantity', 'claimedQuantity']).where('orderId', '=', order.id).orderBy('itemSequence').execute(),
    db.selectFrom('orderAddresses').select('islandType').where('orderId', '=', order.id).executeTakeFirst(),
    db.selectFrom('orderClaims').select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('refundAmount'), eb.lit(0)).as('refundAmount'), eb.fn.coalesce(eb.fn.sum<number>('couponAmount'), eb.lit(0)).as('couponAmount'),
      eb.fn.coalesce(eb.fn.sum<number>('pointAmount'), eb.lit(0)).as('pointAmount'), eb.fn.coalesce(eb.fn.sum<number>('shippingAmount'), eb.lit(0)).as('shippingAmount'),
    ]).where('orderId', '=', order.id).where('status', 'in', ['REQUESTED', 'COMPLETED']).where('claimType', '!=', 'EXCHANGE').executeTakeFirstOrThrow(),
    db.selectFrom('orderClaimLines').innerJoin('orderClaims', 'orderClaims.id', 'orderClaimLines.claimId').select(['orderClaimLines.orderLineId', 'orderClaimLines.quantity'])
      .where('orderClaims.orderId', '=', order.id).where('orderClaims.status', '=', 'REQUESTED').where('orderClaims.claimType', '=', 'EXCHANGE').execute(),
  ]);
  const itemIds = [...new Set(lines.map((l) => l.itemId))];
  const items = itemIds.length ? await db.selectFrom('items').select(['id', 'shippingType', 'shipping', 'shippingFreeAmount', 'shippingItemCount', 'shippingExtraCharge1', 'shippingExtraCharge2'])
    .where('id', 'in', itemIds).execute() : [];
  return {
    order, lines: lines.map((l) => ({
      ...l, claimingQuantity: Number(l.claimingQuantity), claimedQuantity: Number(l.claimedQuantity),
      exchangingQuantity: exchanging.filter((e) => e.orderLineId === l.id).reduce((s, e) => s + e.quantity, 0),
    })),
    rules: new Map(items.map((i) => [i.id, {
      shippingType: String(i.shippingType), shipping: Number(i.shipping), shippingFreeAmount: Number(i.shippingFreeAmount), shippingItemCount: Number(i.shippingItemCount),
      shippingExtraCharge1: Number(i.shippingExtraCharge1 ?? 0), shippingExtraCharge2: Number(i.shippingExtraCharge2 ?? 0),
    }])),
    islandType: (address?.islandType ?? '') as IslandType,
    prior: { refundAmount: Number(prior.refundAmount), couponAmount: Number(prior.couponAmount), pointAmount: Number(prior.pointAmount), shippingAmount: Number(prior.shippingAmount) },
  };
}
