import { callContract, type MyCoupons } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { pageOf } from '../../../lib/not-found.ts';

/** What /mypage/benefits/coupons shows. */
export type CouponsData = { complete: 'Y' | 'N'; coupons: MyCoupons };

/** `/mypage/benefits/coupons?complete=&page=`. */
export async function loadCoupons({ request, context }: LoaderFunctionArgs): Promise<CouponsData> {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const complete = params.get('complete') === 'Y' ? 'Y' : 'N';
  return { complete, coupons: await callContract(api, 'GET /api/coupon', { query: { complete, page: pageOf(params) }, cache: 'no-store' }) };
}
