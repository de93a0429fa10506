import { callContract, cardListParams } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { readCardListKeepingOrder } from '../../../lib/list-params.ts';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';
import { toCardPage, type CardPageData } from '../../../lib/page-data.ts';
import { SHOWCASE_MESSAGES } from '../../../messages/showcase.ko.ts';
import { DISPLAY_PAGE_SIZE } from './load-display-new.ts';

/** Loader data of `/display/md`. */
export type DisplayMdData = { title: string; tags: string[]; tag: string; page: CardPageData };

/** Loads the MD tags and the items of the tag in the query string (the first tag without one); an unknown tag is a 404. */
export async function loadDisplayMd({ request, context }: LoaderFunctionArgs): Promise<DisplayMdData> {
  const { api } = context.get(appContext);
  const search = new URL(request.url).searchParams;
  const { tags } = await callContract(api, 'GET /api/display/md-tags', {});
  const tag = search.get('tag') || tags[0];
  if (!tag) return { title: SHOWCASE_MESSAGES.titles.displayMd, tags, tag: '', page: { items: [], currentPage: 1, totalPages: 0, totalElements: 0 } };
  if (!tags.includes(tag)) notFound();
  const page = await callContract(api, 'GET /api/display/md', { query: { tag, ...cardListParams(readCardListKeepingOrder(search, DISPLAY_PAGE_SIZE)) } }).catch((error: unknown) => rethrowAsNotFound(error));
  return { title: SHOWCASE_MESSAGES.titles.displayMd, tags, tag: page.tag, page: toCardPage(page) };
}
