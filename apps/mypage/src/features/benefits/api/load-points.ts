import { callContract, type MyPoints } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { dateOf, pageOf } from '../../../lib/not-found.ts';

/** What /mypage/benefits/points shows. */
export type PointsData = { pointType: 'EARN_POINT' | 'USED_POINT'; points: MyPoints };

/** `/mypage/benefits/points?pointType=&searchStartDate=&searchEndDate=&page=`. */
export async function loadPoints({ request, context }: LoaderFunctionArgs): Promise<PointsData> {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  const pointType = params.get('pointType') === 'USED_POINT' ? 'USED_POINT' : 'EARN_POINT';
  const points = await callContract(api, 'GET /api/mypage/points', { query: { pointType, page: pageOf(params), size: 5, searchStartDate: dateOf(params, 'searchStartDate'), searchEndDate: dateOf(params, 'searchEndDate') }, cache: 'no-store' });
  return { pointType, points };
}
