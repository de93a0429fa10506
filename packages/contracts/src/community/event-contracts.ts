import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, int, oneOf, pageNumber, pageSizeOf, text, writtenText } from '../define/fields.ts';
import { pageOf, StatusAnswerSchema } from '../wire/common.ts';
import { EventDetailSchema, EventReplySchema, EventSummarySchema, IslandInfoSchema, PopupSchema } from '../wire/community.ts';

const byId = (name: 'eventId' | 'popupId') => fields({ id: id(name) });

/** `GET /api/common/island-info`: Jeju and island zip codes matching an address part or a zip code prefix. */
export const getIslandInfoContract = defineContract({
  method: 'GET',
  path: '/api/common/island-info',
  query: fields({
    where: v.optional(oneOf('where', ['ADDRESS', 'ZIPCODE']), 'ADDRESS'),
    query: v.optional(text('query', { max: 100 }), ''),
    page: pageNumber(),
    size: pageSizeOf('size', 100, 5),
    itemsPerPage: v.optional(int('itemsPerPage', { min: 1, max: 100 })),
  }),
  answer: pageOf(IslandInfoSchema),
  sample: { query: { where: 'ADDRESS', query: '6', size: 3 } },
});
/** Query of `GET /api/common/island-info`. */
export type IslandQuery = v.InferInput<typeof getIslandInfoContract.query>;

/** `GET /api/event?page=&size=` (or `limit=`): running events first, then upcoming, then ended. */
export const getEventsContract = defineContract({
  method: 'GET',
  path: '/api/event',
  query: fields({ page: pageNumber(), size: pageSizeOf('size', 50, 10), limit: v.optional(int('limit', { min: 1, max: 50 })) }),
  answer: pageOf(EventSummarySchema),
  sample: { query: { size: 3 } },
});

/** `GET /api/event/{id}`: an event with its grouped items. */
export const getEventContract = defineContract({
  method: 'GET',
  path: '/api/event/:id',
  params: byId('eventId'),
  answer: EventDetailSchema,
  errors: ['EVENT_NOT_FOUND'],
  ownership: { notOwned: 'public event' },
  sample: (seeded) => ({ params: { id: seeded.eventId } }),
});

/** `GET /api/event/replies?featuredId=`: a page of an event's comments, newest first. */
export const getEventRepliesContract = defineContract({
  method: 'GET',
  path: '/api/event/replies',
  query: fields({ featuredId: id('featuredId'), page: pageNumber(), itemsPerPage: pageSizeOf('itemsPerPage', 50, 5) }),
  answer: pageOf(EventReplySchema),
  errors: ['EVENT_NOT_FOUND'],
  ownership: { notOwned: 'public event' },
  sample: (seeded) => ({ query: { featuredId: seeded.eventId } }),
});

/** `POST /api/event/reply`: a member's comment on a running event. */
export const postEventReplyContract = defineContract({
  method: 'POST',
  path: '/api/event/reply',
  access: 'member',
  body: fields({ featuredId: id('featuredId'), replyContent: writtenText(500) }),
  answer: StatusAnswerSchema,
  errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'EVENT_NOT_FOUND', 'REPLY_NOT_ALLOWED', 'EVENT_NOT_RUNNING'],
  ownership: { notOwned: 'public event' },
  sample: (seeded) => ({ member: true, body: { featuredId: seeded.eventId, replyContent: 'count me in' } }),
});

/** `GET /api/popup/list`: the popups showing now. */
export const getPopupsContract = defineContract({
  method: 'GET',
  path: '/api/popup/list',
  answer: v.object({ list: v.array(PopupSchema) }),
  sample: {},
});

/** `GET /api/popup/{id}`: one popup showing now. */
export const getPopupContract = defineContract({
  method: 'GET',
  path: '/api/popup/:id',
  params: byId('popupId'),
  answer: PopupSchema,
  errors: ['POPUP_NOT_FOUND'],
  ownership: { notOwned: 'public popup' },
  sample: (seeded) => ({ params: { id: seeded.popupId ?? 1 } }),
});
