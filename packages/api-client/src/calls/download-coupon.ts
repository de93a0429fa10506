import type { ApiTransport } from '../transport/types.ts';

/**
 * `POST /api/coupon/download` (members): downloads one coupon.
 * @param api The transport.
 * @param couponId The coupon.
 */
export async function downloadCoupon(api: ApiTransport, couponId: number): Promise<void> {
  await api<unknown>({ method: 'POST', path: '/api/coupon/download', body: { couponId } });
}
