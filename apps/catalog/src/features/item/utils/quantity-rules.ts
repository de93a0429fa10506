import { CATALOG_ITEM_MESSAGES } from '../../../messages/item.ko.ts';

/** Purchase limits of an item (a maximum below the minimum counts as the minimum). */
export type QuantityLimits = { min: number; max: number };

/** A requested quantity after the limits: what to keep, and the message when the request was out of range. */
export type QuantityCheck = { quantity: number; message: string | null };

/** Reads the item's limits, never below 1. */
export function quantityLimits(orderMinQuantity: number, orderMaxQuantity: number): QuantityLimits {
  const min = Math.max(1, Math.trunc(orderMinQuantity) || 1);
  const max = orderMaxQuantity > 0 ? Math.max(min, Math.trunc(orderMaxQuantity)) : Number.POSITIVE_INFINITY;
  return { min, max };
}

/**
 * Checks a requested quantity: below the minimum gives the minimum and "최소 구매 수량은 N개 입니다.", above
 * the maximum gives the maximum and "최대 구매 수량은 N개 입니다.".
 * @example checkQuantity(0, { min: 2, max: 5 }) // { quantity: 2, message: '최소 구매 수량은 2개 입니다.' }
 */
export function checkQuantity(requested: number, limits: QuantityLimits): QuantityCheck {
  const value = Number.isFinite(requested) ? Math.trunc(requested) : limits.min;
  if (value < limits.min) return { quantity: limits.min, message: CATALOG_ITEM_MESSAGES.quantity.min(limits.min) };
  if (value > limits.max) return { quantity: limits.max, message: CATALOG_ITEM_MESSAGES.quantity.max(limits.max) };
  return { quantity: value, message: null };
}
