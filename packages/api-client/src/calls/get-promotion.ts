import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { PromotionResponse } from '@shop/contracts';

/**
 * `GET /api/display/promotion`: the main visual banners.
 * @param api The transport.
 * @returns PC (`promotion`) and mobile (`mobilePromotion`) banners, in order.
 */
export function getPromotion(api: ApiTransport): Promise<PromotionResponse> {
  return callContract(api, 'GET /api/display/promotion', {});
}
