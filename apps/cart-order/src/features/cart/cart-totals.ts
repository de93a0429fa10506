import { calculateCartTotals, calculateLineAmount } from '@shop/validators';
import type { CartSelection, CartTotals } from '@shop/validators';
import type { CartModel } from './cart-model.ts';

/** Amounts of one shipping group over its checked lines. */
export type GroupTotal = { itemAmount: number; shippingAmount: number; total: number };

/** Totals of the page: the shared cart totals plus each group's amounts, keyed by group key. */
export type CartPageTotals = Omit<CartTotals, 'groupShipping'> & { groups: Record<string, GroupTotal> };

/**
 * Recomputes the cart totals on the client from the checked lines with the shared rule
 * (`calculateCartTotals`: items, shipping per group, discount, final = items + shipping - discount).
 * Sold-out lines never count.
 * @param model The cart.
 * @param selection The checked cart ids.
 * @returns Totals of the page and of every shipping group.
 */
export function computeCartTotals(model: CartModel, selection: CartSelection): CartPageTotals {
  const checked = new Set(selection);
  const groups = model.sellers.flatMap((seller) => seller.groups);
  const input = groups.map((group) => ({
    shippingType: group.shippingType,
    shipping: group.shipping,
    shippingFreeAmount: group.shippingFreeAmount,
    shippingItemCount: group.shippingItemCount,
    shippingExtraCharge1: group.shippingExtraCharge1,
    shippingExtraCharge2: group.shippingExtraCharge2,
    lines: group.lines.map((line) => ({
      itemSalePrice: line.itemSalePrice,
      optionPrice: line.optionPrice,
      quantity: line.quantity,
      discountAmount: line.discountAmount,
      earnPoint: line.earnPoint,
      checked: checked.has(line.cartId) && !line.soldOut,
    })),
  }));
  const { groupShipping, ...totals } = calculateCartTotals(input);
  const byGroup: Record<string, GroupTotal> = {};
  groups.forEach((group, index) => {
    const itemAmount = input[index]!.lines.filter((line) => line.checked).reduce((sum, line) => sum + calculateLineAmount(line), 0);
    const shippingAmount = groupShipping[index] ?? 0;
    byGroup[group.key] = { itemAmount, shippingAmount, total: itemAmount + shippingAmount };
  });
  return { ...totals, groups: byGroup };
}
