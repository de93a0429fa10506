// Shipping fee rules (spec section 9). Pure; the server's result is authoritative.

/** '1' free, '2' seller / '3' warehouse / '4' item conditional free, '5' per N items, '6' fixed. */
export const SHIPPING_TYPES = ['1', '2', '3', '4', '5', '6'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];

/** Delivery area: '' mainland, extra charge 1 applies to JEJU, extra charge 2 to ISLAND (remote islands). */
export type IslandType = '' | 'JEJU' | 'ISLAND';

export type ShippingPolicy = {
  shippingType: string;
  shipping: number;
  shippingFreeAmount: number;
  shippingItemCount: number;
  shippingExtraCharge1?: number;
  shippingExtraCharge2?: number;
};

/** What one shipping group orders: the sale amount and the number of units. */
export type ShippingOrder = { amount: number; quantity: number };

export function isShippingType(value: string): value is ShippingType {
  return (SHIPPING_TYPES as readonly string[]).includes(value);
}

/** The base fee of a group before any delivery-area surcharge. */
export function baseShippingFee(policy: ShippingPolicy, order: ShippingOrder): number {
  if (order.quantity <= 0) return 0;
  switch (policy.shippingType) {
    case '1':
      return 0;
    case '2':
    case '3':
    case '4':
      return order.amount >= policy.shippingFreeAmount ? 0 : policy.shipping;
    case '5': {
      // A non-positive batch size means the whole quantity ships as one batch.
      const perBatch = policy.shippingItemCount > 0 ? policy.shippingItemCount : order.quantity;
      return policy.shipping * Math.ceil(order.quantity / perBatch);
    }
    case '6':
      return policy.shipping;
    default:
      throw new RangeError(`Unknown shipping type "${policy.shippingType}"`);
  }
}

/** The surcharge for Jeju (extra charge 1) or remote islands (extra charge 2); 0 when nothing ships. */
export function islandSurcharge(policy: ShippingPolicy, order: ShippingOrder, islandType: IslandType): number {
  if (order.quantity <= 0) return 0;
  if (islandType === 'JEJU') return policy.shippingExtraCharge1 ?? 0;
  if (islandType === 'ISLAND') return policy.shippingExtraCharge2 ?? 0;
  return 0;
}

/**
 * The shipping fee of one shipping group.
 * @example calculateShippingFee({ shippingType: '2', shipping: 3000, shippingFreeAmount: 30000, shippingItemCount: 0 }, { amount: 25000, quantity: 2 }) // 3000
 * @example calculateShippingFee({ shippingType: '5', shipping: 4000, shippingFreeAmount: 0, shippingItemCount: 5 }, { amount: 60000, quantity: 6 }) // 8000
 */
export function calculateShippingFee(policy: ShippingPolicy, order: ShippingOrder, islandType: IslandType = ''): number {
  return baseShippingFee(policy, order) + islandSurcharge(policy, order, islandType);
}
