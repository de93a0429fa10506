import { callContract, cardListParams } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { readCardList } from '../../../lib/list-params.ts';
import { toCardPage, type CardPageData } from '../../../lib/page-data.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';

/** Items per page of search results. */
export const SEARCH_PAGE_SIZE = 24;
/** Longest query sent to the API (longer ones are cut). */
export const SEARCH_QUERY_MAX = 100;

/** Loader data of `/search`. */
export type SearchData = { title: string; query: string; page: CardPageData };

const EMPTY_PAGE: CardPageData = { items: [], currentPage: 1, totalPages: 0, totalElements: 0 };

/** Loads the results of `?query=` (sort and page in the URL); an empty query asks for nothing. */
export async function loadSearch({ request, context }: LoaderFunctionArgs): Promise<SearchData> {
  const search = new URL(request.url).searchParams;
  const query = (search.get('query') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const m = SHOWCASE_MESSAGES;
  if (!query) return { title: m.titles.search, query, page: EMPTY_PAGE };
  const { api } = context.get(appContext);
  const { size, ...list } = cardListParams(readCardList(search, SEARCH_PAGE_SIZE));
  const answer = await callContract(api, 'GET /api/search/result', { query: { query, ...list, itemsPerPage: size } });
  return { title: m.search.heading(query), query, page: toCardPage(answer) };
}
