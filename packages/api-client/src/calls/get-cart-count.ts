import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `GET /api/cart/count`: the number of pieces in the cart (`totalQuantity`).
 * @param api The transport.
 * @returns The count, 0 when absent.
 */
export async function getCartCount(api: ApiTransport): Promise<number> {
  const answer = await callContract(api, 'GET /api/cart/count', { cache: 'no-store' });
  return typeof answer?.totalQuantity === 'number' ? answer.totalQuantity : 0;
}
