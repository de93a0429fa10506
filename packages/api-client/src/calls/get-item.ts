import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ItemDetailResponse } from '@shop/contracts';

/**
 * `GET /api/item/{itemUserCode}`: one item with breadcrumbs, points, card benefits and delivery info.
 * Rejects with an `ApiError` of status 404 for an unknown code.
 * @param api The transport.
 * @param itemUserCode The item's public code.
 * @returns The item detail answer.
 */
export function getItem(api: ApiTransport, itemUserCode: string): Promise<ItemDetailResponse> {
  return callContract(api, 'GET /api/item/:itemUserCode', { params: { itemUserCode } });
}
