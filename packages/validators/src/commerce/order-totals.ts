import { calculateShippingFee } from './calculate-shipping-fee.ts';
import type { IslandType, ShippingGroupInput } from './calculate-shipping-fee.ts';
import { assertWon } from './money.ts';

/** Amounts that make up a payment (integer KRW). */
export type PaymentInput = {
  /** Item amount before discounts. */
  saleAmount: number;
  /** Item discounts (seller, level, set, time deal). */
  discountAmount: number;
  shippingAmount: number;
  couponDiscountAmount?: number;
  pointAmount?: number;
};

/**
 * Final payment = sale amount - discount + shipping (- coupons - points), never below 0.
 * @param input The amounts.
 * @returns The amount to pay.
 * @example calculatePaymentAmount({ saleAmount: 30000, discountAmount: 3000, shippingAmount: 2500 }) // 29500
 */
export function calculatePaymentAmount(input: PaymentInput): number {
  const total =
    assertWon(input.saleAmount, 'saleAmount') -
    assertWon(input.discountAmount, 'discountAmount') +
    assertWon(input.shippingAmount, 'shippingAmount') -
    assertWon(input.couponDiscountAmount ?? 0, 'couponDiscountAmount') -
    assertWon(input.pointAmount ?? 0, 'pointAmount');
  return Math.max(0, total);
}

/** A cart line as the totals need it. */
export type CartTotalsLine = {
  itemSalePrice: number;
  optionPrice: number;
  quantity: number;
  /** Discount of the whole line. */
  discountAmount: number;
  /** Points earned per piece. */
  earnPoint?: number;
  /** Unchecked lines do not count; omitted means checked. */
  checked?: boolean;
};

/** A shipping group with its lines. */
export type CartTotalsGroup = Omit<ShippingGroupInput, 'amount' | 'quantity' | 'islandType'> & { lines: readonly CartTotalsLine[] };

/** Totals of the checked lines. */
export type CartTotals = {
  itemAmount: number;
  discountAmount: number;
  shippingAmount: number;
  earnPoint: number;
  paymentAmount: number;
  /** Shipping fee of each group, in input order. */
  groupShipping: number[];
};

/**
 * Amount of one line: (itemSalePrice + optionPrice) x quantity.
 * @param line The line.
 * @returns The amount in KRW.
 */
export function calculateLineAmount(line: Pick<CartTotalsLine, 'itemSalePrice' | 'optionPrice' | 'quantity'>): number {
  return (assertWon(line.itemSalePrice, 'itemSalePrice') + assertWon(line.optionPrice, 'optionPrice')) * assertWon(line.quantity, 'quantity');
}

/**
 * Cart totals over the checked lines: items, discounts, shipping per group (`calculateShippingFee`), points to
 * earn and the final payment (items - discount + shipping).
 * @param groups Shipping groups with their lines.
 * @param islandType Remote area of the delivery address, if any.
 * @returns The totals.
 */
export function calculateCartTotals(groups: readonly CartTotalsGroup[], islandType: IslandType = ''): CartTotals {
  const totals: CartTotals = { itemAmount: 0, discountAmount: 0, shippingAmount: 0, earnPoint: 0, paymentAmount: 0, groupShipping: [] };
  for (const group of groups) {
    const lines = group.lines.filter((line) => line.checked !== false);
    const amount = lines.reduce((sum, line) => sum + calculateLineAmount(line), 0);
    const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
    const fee = calculateShippingFee({ ...group, amount, quantity, islandType });
    totals.itemAmount += amount;
    totals.discountAmount += lines.reduce((sum, line) => sum + assertWon(line.discountAmount, 'discountAmount'), 0);
    totals.earnPoint += lines.reduce((sum, line) => sum + assertWon(line.earnPoint ?? 0, 'earnPoint') * line.quantity, 0);
    totals.shippingAmount += fee;
    totals.groupShipping.push(fee);
  }
  totals.paymentAmount = calculatePaymentAmount({ saleAmount: totals.itemAmount, discountAmount: totals.discountAmount, shippingAmount: totals.shippingAmount });
  return totals;
}
