import { callContract, cardListParams } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { readCardListKeepingOrder } from '../../../lib/list-params.ts';
import { toCardPage, type CardPageData } from '../../../lib/page-data.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';

/** Items per page of the display lists. */
export const DISPLAY_PAGE_SIZE = 24;

/** Loader data of `/display/new`. */
export type DisplayNewData = { title: string; page: CardPageData };

/** Loads a page of new items (newest first unless the URL asks for another sort). */
export async function loadDisplayNew({ request, context }: LoaderFunctionArgs): Promise<DisplayNewData> {
  const { api } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  const page = await callContract(api, 'GET /api/display/new', { query: cardListParams(readCardListKeepingOrder(search, DISPLAY_PAGE_SIZE)) });
  return { title: SHOWCASE_MESSAGES.titles.displayNew, page: toCardPage(page) };
}
