import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
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

/**
 * `GET /api/cart`: the cart grouped by seller and shipping group.
 * @param api The transport.
 * @returns The normalised cart (see `normalizeCart`).
 */
export async function getCart(api: ApiTransport): Promise<Cart> {
  return normalizeCart(await callContract(api, 'GET /api/cart', { cache: 'no-store' }));
}
