import { formatWon } from '@shop/validators';
import { CATALOG_MESSAGES } from '../../../messages/ko.ts';

/** Shipping fields of an item detail. */
export type ShippingTerms = {
  /** '1' free; '2', '3', '4' free from an amount; '5' per N items; '6' fixed (spec section 9). */
  shippingType: string;
  shipping: number;
  shippingFreeAmount: number;
  shippingItemCount: number;
};

/**
 * The shipping line of an item page.
 * @example shippingText({ shippingType: '2', shipping: 3000, shippingFreeAmount: 50000, shippingItemCount: 0 })
 * // '3,000원 (50,000원 이상 구매 시 무료)'
 */
export function shippingText(terms: ShippingTerms): string {
  const m = CATALOG_MESSAGES.shipping;
  if (terms.shippingType === '1' || terms.shipping <= 0) return m.free;
  const fee = formatWon(terms.shipping);
  switch (terms.shippingType) {
    case '2':
    case '3':
    case '4':
      return terms.shippingFreeAmount > 0 ? m.conditional(fee, formatWon(terms.shippingFreeAmount)) : fee;
    case '5':
      return terms.shippingItemCount > 1 ? m.perItems(fee, terms.shippingItemCount) : fee;
    case '6':
      return m.fixed(fee);
    default:
      return fee;
  }
}
