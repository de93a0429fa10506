import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/** Body of `updateCartQuantity`. */
export type UpdateCartQuantityInput = { cartId: number; quantity: number };

/**
 * `POST /api/cart/update-quantity`. Reload the cart count after a success.
 * @param api The transport.
 * @param input Cart line and new quantity.
 * @returns True only when the answer is `{ status: 200, message: 'OK' }`.
 */
export async function updateCartQuantity(api: ApiTransport, input: UpdateCartQuantityInput): Promise<boolean> {
  const answer = await callContract(api, 'POST /api/cart/update-quantity', { body: { cartId: input.cartId, quantity: input.quantity } });
  return answer?.status === 200 && answer.message === 'OK';
}
