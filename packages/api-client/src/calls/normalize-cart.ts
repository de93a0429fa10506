import type { Cart, CartResponse } from '@shop/contracts';

/**
 * Normalises a cart answer: a response without receivers is logged (no personal data) and yields empty groups.
 * @param response The answer of `GET /api/cart`.
 * @returns The cart with `receivers` always present.
 */
export function normalizeCart(response: CartResponse | null | undefined): Cart {
  const receivers = response?.receivers;
  if (!receivers || !Array.isArray(receivers.sellerShipping)) {
    console.error('[api-client] GET /api/cart: server data is empty (no receivers)');
    return { receivers: { sellerShipping: [], buyItems: [] }, orderPrice: response?.orderPrice ?? null, displayNaverPayFlag: response?.displayNaverPayFlag ?? false };
  }
  return { receivers: { sellerShipping: receivers.sellerShipping, buyItems: receivers.buyItems ?? [] }, orderPrice: response.orderPrice ?? null, displayNaverPayFlag: response.displayNaverPayFlag ?? false };
}
