import { callContract } from '@shop/api-client';
import { EVENT_REPLIES_PER_PAGE } from './event-replies-query.ts';
import type { EventDetail, EventReply, Page } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { readPositiveInt } from '../../../lib/list-params.ts';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';

/** Loader data of `/events/:id`. */
export type EventPageData = { title: string; event: EventDetail; replies: Page<EventReply> | null };

/** `/events/:id`: the event and, when comments are on, their first page; unknown ids are a 404. */
export async function loadEvent({ params, context }: LoaderFunctionArgs): Promise<EventPageData> {
  const id = readPositiveInt(params.id);
  if (id === null) notFound();
  const { api } = context.get(appContext);
  const event = await callContract(api, 'GET /api/event/:id', { params: { id } }).catch((error: unknown): EventDetail => rethrowAsNotFound(error));
  const replies = event.replyUsedFlag === 'Y' ? await callContract(api, 'GET /api/event/replies', { query: { featuredId: id, page: 1, itemsPerPage: EVENT_REPLIES_PER_PAGE }, cache: 'no-store' }).catch(() => null) : null;
  return { title: event.title, event, replies };
}
