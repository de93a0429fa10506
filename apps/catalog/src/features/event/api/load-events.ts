import { getEvent, getEventReplies, getEvents, getPopup } from '@shop/api-client';
import type { EventDetail, EventReply, EventSummary, Page, Popup } from '@shop/api-client';
import { toMainPopup, type MainPopup } from '../../popup/api/main-popups.ts';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';
import { CATALOG_EVENT_MESSAGES } from '../../../messages/event.ko.ts';

/** Loader data of `/events`. */
export type EventListData = { title: string; page: Page<EventSummary> };

/** Loader data of `/events/:id`. */
export type EventPageData = { title: string; event: EventDetail; replies: Page<EventReply> | null };

/** Loader data of `/popup/:id`. */
export type PopupPageData = { title: string; popup: MainPopup };

function positiveInt(text: string | null | undefined): number | null {
  return text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/** `/events?page=`: one page of events (10 per page); a bad page number reads as 1. */
export async function loadEvents({ request, context }: LoaderFunctionArgs): Promise<EventListData> {
  const { api } = context.get(appContext);
  const page = positiveInt(new URL(request.url).searchParams.get('page')) ?? 1;
  return { title: CATALOG_EVENT_MESSAGES.titles.events, page: await getEvents(api, page) };
}

/** `/events/:id`: the event and, when comments are on, their first page; unknown ids are a 404. */
export async function loadEvent({ params, context }: LoaderFunctionArgs): Promise<EventPageData> {
  const id = positiveInt(params.id);
  if (id === null) notFound();
  const { api } = context.get(appContext);
  const event = await getEvent(api, id).catch((error: unknown): EventDetail => rethrowAsNotFound(error));
  const replies = event.replyUsedFlag === 'Y' ? await getEventReplies(api, id).catch(() => null) : null;
  return { title: event.title, event, replies };
}

/** `/popup/:id`: a popup showing now; anything else is a 404. */
export async function loadPopup({ params, context }: LoaderFunctionArgs): Promise<PopupPageData> {
  const id = positiveInt(params.id);
  if (id === null) notFound();
  const { api } = context.get(appContext);
  const popup = await getPopup(api, id).catch((error: unknown): Popup => rethrowAsNotFound(error));
  return { title: popup.subject, popup: toMainPopup(popup) };
}
