import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';

/**
 * `POST /api/coupon/download` (members): downloads one coupon.
 * @param api The transport.
 * @param couponId The coupon.
 */
export async function downloadCoupon(api: ApiTransport, couponId: number): Promise<void> {
  await callContract(api, 'POST /api/coupon/download', { body: { couponId } });
}
