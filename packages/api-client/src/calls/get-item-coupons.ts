import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ItemCouponsResponse } from '@shop/contracts';

/**
 * `GET /api/coupon/download-coupons?itemId=`: coupons that can be downloaded for an item now.
 * @param api The transport.
 * @param itemId The item.
 * @returns The coupons with the member's download state and the counts.
 */
export function getItemCoupons(api: ApiTransport, itemId: number): Promise<ItemCouponsResponse> {
  return callContract(api, 'GET /api/coupon/download-coupons', { query: { itemId }, cache: 'no-store' });
}
