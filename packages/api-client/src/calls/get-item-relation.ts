import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ItemCard } from '@shop/contracts';

/**
 * `GET /api/item/{itemUserCode}/relation`: items other shoppers looked at with this one.
 * @param api The transport.
 * @param itemUserCode The item's public code.
 * @returns The related item cards (possibly empty).
 */
export async function getItemRelation(api: ApiTransport, itemUserCode: string): Promise<ItemCard[]> {
  const answer = await callContract(api, 'GET /api/item/:itemUserCode/relation', { params: { itemUserCode } });
  return answer?.list ?? [];
}
