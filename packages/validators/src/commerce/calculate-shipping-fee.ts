import { assertWon } from './money.ts';

/** Shipping types (spec section 9): 1 free; 2, 3, 4 conditional; 5 per batch of items; 6 fixed. */
export const SHIPPING_TYPES = { FREE: '1', SELLER_CONDITIONAL: '2', WAREHOUSE_CONDITIONAL: '3', ITEM_CONDITIONAL: '4', PER_BATCH: '5', FIXED: '6' } as const;

/** Remote delivery areas: extra charge 1 applies to JEJU, extra charge 2 to ISLAND. */
export type IslandType = '' | 'JEJU' | 'ISLAND';

/** One shipping group (a seller's group of lines sharing one shipping rule). */
export type ShippingGroupInput = {
  shippingType: string | number;
  /** Base fee of the group. */
  shipping: number;
  /** Types 2-4: free at or above this amount. */
  shippingFreeAmount: number;
  /** Type 5: items per batch. */
  shippingItemCount: number;
  /** Item amount of the checked lines of the group: (itemSalePrice + optionPrice) x quantity, summed. */
  amount: number;
  /** Pieces of the checked lines of the group. */
  quantity: number;
  islandType?: IslandType | null;
  shippingExtraCharge1?: number;
  shippingExtraCharge2?: number;
};

/**
 * The remote-area surcharge of a group.
 * @param group The group.
 * @returns Extra charge 1 for JEJU, extra charge 2 for ISLAND, otherwise 0.
 */
export function getShippingExtraCharge(group: Pick<ShippingGroupInput, 'islandType' | 'shippingExtraCharge1' | 'shippingExtraCharge2'>): number {
  if (group.islandType === 'JEJU') return assertWon(group.shippingExtraCharge1 ?? 0, 'shippingExtraCharge1');
  if (group.islandType === 'ISLAND') return assertWon(group.shippingExtraCharge2 ?? 0, 'shippingExtraCharge2');
  return 0;
}

/**
 * The base fee of a group by shipping type, before any remote-area surcharge.
 * @param group The group.
 * @returns The fee in KRW.
 */
export function getBaseShippingFee(group: ShippingGroupInput): number {
  const fee = assertWon(group.shipping, 'shipping');
  switch (String(group.shippingType)) {
    case SHIPPING_TYPES.FREE:
      return 0;
    case SHIPPING_TYPES.SELLER_CONDITIONAL:
    case SHIPPING_TYPES.WAREHOUSE_CONDITIONAL:
    case SHIPPING_TYPES.ITEM_CONDITIONAL:
      return group.amount >= assertWon(group.shippingFreeAmount, 'shippingFreeAmount') ? 0 : fee;
    case SHIPPING_TYPES.PER_BATCH: {
      const perBatch = group.shippingItemCount > 0 ? group.shippingItemCount : group.quantity;
      return fee * Math.ceil(group.quantity / perBatch);
    }
    case SHIPPING_TYPES.FIXED:
      return fee;
    default:
      throw new RangeError(`Unknown shipping type: ${String(group.shippingType)}`);
  }
}

/**
 * Shipping fee of one group (spec section 9): type 1 free; 2, 3, 4 free when the amount is at or above
 * `shippingFreeAmount`, else the fee; 5 the fee times the batches of `shippingItemCount` (rounded up); 6 the
 * fixed fee. The JEJU/ISLAND surcharge is added to whatever is shipped. A group with no pieces ships nothing;
 * a non-positive `shippingItemCount` counts as one batch.
 * The server's result is authoritative; the cart shows the same calculation.
 * @param group The group and its checked amount and quantity.
 * @returns The fee in integer KRW.
 * @example calculateShippingFee({ shippingType: '5', shipping: 3000, shippingFreeAmount: 0, shippingItemCount: 2, amount: 30000, quantity: 3 }) // 6000
 */
export function calculateShippingFee(group: ShippingGroupInput): number {
  assertWon(group.amount, 'amount');
  if (!Number.isSafeInteger(group.quantity) || group.quantity < 0) throw new RangeError(`quantity must be a non-negative integer, got ${group.quantity}`);
  if (group.quantity === 0) return 0;
  return getBaseShippingFee(group) + getShippingExtraCharge(group);
}
