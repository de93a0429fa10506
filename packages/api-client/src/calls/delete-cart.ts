import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `POST /api/cart/delete` with `{ id: [cartId…] }`.
 * @param api The transport.
 * @param cartIds Lines to delete.
 * @returns True when the server answered status 200.
 */
export async function deleteCart(api: ApiTransport, cartIds: readonly number[]): Promise<boolean> {
  const answer = await callContract(api, 'POST /api/cart/delete', { body: { id: [...cartIds] } });
  return answer?.status === 200;
}
