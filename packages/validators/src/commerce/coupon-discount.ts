/** How a coupon discounts (the stored coupon, reference-behaviour section 6). */
export type CouponRule = {
  /** '1' a fixed amount (원), '2' a percent. */
  payType: string;
  /** The amount or the percent. */
  pay: number;
  /** Minimum spend: below it the coupon gives nothing. */
  payRestriction: number;
  /** Cap of the discount (0 = none). */
  maxDiscount: number;
  /** Item coupons: '1' one unit only ("[1개 수량만 적용]"), '2' every unit ("[구매 수량 할인]"). */
  concurrently: string;
};

/** An order line as a coupon sees it: the unit price (selling price + option price) and the quantity. */
export type CouponLine = { unitPrice: number; quantity: number };

const percentOf = (amount: number, percent: number): number => Math.floor((amount * percent) / 100);

function capped(discount: number, coupon: CouponRule, ceiling: number): number {
  const limited = coupon.maxDiscount > 0 ? Math.min(discount, coupon.maxDiscount) : discount;
  return Math.max(0, Math.min(limited, ceiling));
}

/**
 * Discount of an item coupon on one line: nothing below the minimum spend (checked on the line amount); a fixed
 * amount or a percent (rounded down) of one unit, times the quantity when it applies to every unit; capped by
 * `maxDiscount` and never more than the line.
 * @param coupon The coupon.
 * @param line The line.
 * @returns The discount in integer KRW.
 * @example calculateItemCouponDiscount({ payType: '2', pay: 10, payRestriction: 0, maxDiscount: 0, concurrently: '1' }, { unitPrice: 15000, quantity: 2 }) // 1500
 */
export function calculateItemCouponDiscount(coupon: CouponRule, line: CouponLine): number {
  const amount = line.unitPrice * line.quantity;
  if (line.quantity <= 0 || amount < coupon.payRestriction) return 0;
  const perUnit = Math.min(line.unitPrice, coupon.payType === '2' ? percentOf(line.unitPrice, coupon.pay) : coupon.pay);
  const units = coupon.concurrently === '2' ? line.quantity : 1;
  return capped(perUnit * units, coupon, amount);
}

/**
 * Discount of a cart coupon on the whole order: nothing when the items (before coupons) are below the minimum
 * spend; a fixed amount or a percent (rounded down) of what is left after item coupons; capped by `maxDiscount`
 * and never more than what is left.
 * @param coupon The coupon.
 * @param order Item amount before coupons, and after item coupons.
 * @returns The discount in integer KRW.
 * @example calculateCartCouponDiscount({ payType: '1', pay: 5000, payRestriction: 50000, maxDiscount: 0, concurrently: '1' }, { itemAmount: 60000, amountAfterItemCoupons: 57000 }) // 5000
 */
export function calculateCartCouponDiscount(coupon: CouponRule, order: { itemAmount: number; amountAfterItemCoupons: number }): number {
  if (order.itemAmount < coupon.payRestriction || order.amountAfterItemCoupons <= 0) return 0;
  const base = order.amountAfterItemCoupons;
  return capped(coupon.payType === '2' ? percentOf(base, coupon.pay) : coupon.pay, coupon, base);
}
