import { callContract } from '@shop/api-client';
import type { EventSummary, Page } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { readPositiveInt } from '../../../lib/list-params.ts';
import { CATALOG_EVENT_MESSAGES } from '../../../messages/event.ko.ts';

/** Loader data of `/events`. */
export type EventListData = { title: string; page: Page<EventSummary> };

/** `/events?page=`: one page of events (10 per page); a bad page number reads as 1. */
export async function loadEvents({ request, context }: LoaderFunctionArgs): Promise<EventListData> {
  const { api } = context.get(appContext);
  const page = readPositiveInt(new URL(request.url).searchParams.get('page')) ?? 1;
  return { title: CATALOG_EVENT_MESSAGES.titles.events, page: await callContract(api, 'GET /api/event', { query: { page, size: 10 } }) };
}
