import { callContract, type MyReview, type Page } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { dateOf, pageOf } from '../../../lib/not-found.ts';

/** What /mypage/activity/reviews shows. */
export type ReviewsData = { reviews: Page<MyReview> };

/** `/mypage/activity/reviews?searchStartDate=&searchEndDate=&page=`. */
export async function loadReviews({ request, context }: LoaderFunctionArgs): Promise<ReviewsData> {
  const { api } = context.get(appContext);
  const params = new URL(request.url).searchParams;
  return { reviews: await callContract(api, 'GET /api/mypage/reviews', { query: { page: pageOf(params), size: 5, searchStartDate: dateOf(params, 'searchStartDate'), searchEndDate: dateOf(params, 'searchEndDate') }, cache: 'no-store' }) };
}
