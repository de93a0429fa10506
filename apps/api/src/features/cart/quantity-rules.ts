import { MESSAGES } from '../../messages/ko.ts';

export type QuantityLimits = { min: number; max: number; available: number };

export type QuantityProblem = { code: 'MIN_QUANTITY' | 'MAX_QUANTITY' | 'OUT_OF_STOCK'; message: string };

/** Why `quantity` cannot be ordered (below the minimum, above the maximum or the stock), if at all. */
export function quantityProblem(quantity: number, limits: QuantityLimits): QuantityProblem | undefined {
  if (quantity < limits.min) return { code: 'MIN_QUANTITY', message: MESSAGES.cart.minQuantity(limits.min) };
  if (limits.max > 0 && quantity > limits.max) return { code: 'MAX_QUANTITY', message: MESSAGES.cart.maxQuantity(limits.max) };
  if (quantity > limits.available) return { code: 'OUT_OF_STOCK', message: MESSAGES.cart.outOfStock(Math.max(0, limits.available)) };
  return undefined;
}
