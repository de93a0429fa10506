import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { ItemCouponsResponse } from '@shop/contracts';

/**
 * `POST /api/item/download-all-coupons` (members): downloads every coupon of an item not downloaded yet.
 * @param api The transport.
 * @param itemUserCode The item's public code.
 * @returns The coupons after the download, with `downloadedCount`.
 */
export function downloadAllItemCoupons(api: ApiTransport, itemUserCode: string): Promise<ItemCouponsResponse & { downloadedCount: number }> {
  return callContract(api, 'POST /api/item/download-all-coupons', { body: { itemUserCode } });
}
