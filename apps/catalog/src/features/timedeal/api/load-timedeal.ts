import { callContract } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { readListPage } from '../../../lib/list-params.ts';
import { toSpotCard, type SpotCardData } from '../../../lib/spot-deal.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';

/** Deals per page of `/display/timedeal`. */
export const TIMEDEAL_PAGE_SIZE = 20;

/** Loader data of `/display/timedeal`. */
export type TimedealData = { title: string; spots: SpotCardData[]; currentPage: number; totalPages: number; totalElements: number };

/** Loads the time deals running at the server's time (countdowns start from the seconds the server computed). */
export async function loadTimedeal({ request, context }: LoaderFunctionArgs): Promise<TimedealData> {
  const { api } = context.get(appContext);
  const page = await callContract(api, 'GET /api/event/spot', { query: { page: readListPage(new URL(request.url).searchParams), size: TIMEDEAL_PAGE_SIZE } });
  return {
    title: SHOWCASE_MESSAGES.titles.displayTimedeal,
    spots: page.content.map(toSpotCard),
    currentPage: page.pagination.currentPage,
    totalPages: page.pagination.totalPages,
    totalElements: page.pagination.totalElements,
  };
}
