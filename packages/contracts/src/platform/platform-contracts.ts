import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, int, list, text } from '../define/fields.ts';
import { StatusAnswerSchema } from '../wire/common.ts';
import { PLATFORM_INPUT_MESSAGES, PLATFORM_LABELS as L } from '../messages/platform.ko.ts';

// Platform calls (spec section 7): visit counting, the messenger channel and the operator's reads of both.

/** A visitor id as given: the SALESONID cookie's UUID. */
const givenVisitorId = v.pipe(text({ label: L.visitorId }, { min: 8, max: 64 }), v.regex(/^[A-Za-z0-9-]+$/, PLATFORM_INPUT_MESSAGES.visitorId));
/** A visitor id, or none (the API takes the SALESONID header when the body has none). */
const visitorId = v.optional(givenVisitorId);
const uri = text({ label: L.uri }, { min: 1, max: 2000 });

/** `POST /api/visit/uv`: registers a unique visitor (once per visitor id; again is not counted twice). Never cached. */
export const postUniqueVisitContract = defineContract({
  method: 'POST',
  path: '/api/visit/uv',
  body: fields({ visitorId }),
  answer: StatusAnswerSchema,
  errors: ['SALESONID_REQUIRED', 'INVALID_SALESONID'],
  ownership: { notOwned: 'visitor counting' },
  sample: { body: { visitorId: '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b' } },
});

/** `POST /api/visit/pv`: records one page view of `uri`. Never cached. */
export const postPageViewContract = defineContract({
  method: 'POST',
  path: '/api/visit/pv',
  body: fields({ visitorId, uri }),
  answer: StatusAnswerSchema,
  errors: ['SALESONID_REQUIRED', 'INVALID_SALESONID'],
  ownership: { notOwned: 'visitor counting' },
  sample: { body: { visitorId: '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', uri: '/display/best' } },
});

/** Most page views in one `POST /api/visit/batch`. */
const VISIT_BATCH_MAX = 500;

/**
 * `POST /api/visit/batch`: the shell's buffered server-rendered page views, sent at most about once a second (or
 * every few hundred views) and written at once: one multi-row insert of the views, of the new visitors (`newVisitor`,
 * counted once however often) and of the daily counts per path, in one transaction. Never cached.
 */
export const postVisitBatchContract = defineContract({
  method: 'POST',
  path: '/api/visit/batch',
  body: fields({
    views: list({ label: L.views }, fields({ visitorId: givenVisitorId, uri, newVisitor: v.optional(v.boolean()) }), { min: 1, max: VISIT_BATCH_MAX }),
  }),
  answer: v.object({ status: v.number(), message: v.optional(v.string()), recorded: v.number() }),
  errors: ['INVALID_SALESONID'],
  sample: {
    body: {
      views: [{ visitorId: '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', uri: '/display/best', newVisitor: true }, { visitorId: '2f1c3a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b', uri: '/items/P1' }],
    },
  },
});

/** Answer of the operator's visit count. */
const VisitStatsSchema = v.object({
  uniqueVisitors: v.number(),
  pageViews: v.number(),
  /** Page views per uri, most viewed first (at most 50). */
  byUri: v.array(v.object({ uri: v.string(), pageViews: v.number() })),
});

/** `GET /api/ops/visits?visitorId=&uri=`: how many visitors and page views were recorded (operator token). */
export const getVisitStatsContract = defineContract({
  method: 'GET',
  path: '/api/ops/visits',
  query: fields({ visitorId, uri: v.optional(uri) }),
  answer: VisitStatsSchema,
  errors: ['OPERATOR_ONLY', 'NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { query: { uri: '/display/best' } },
});

// Messenger channel (a Kakao-style channel; spec section 7 "Messenger integration", path prefix /api/kakao/).

const memberErrors = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;
const orderCode = text({ label: L.orderCode }, { min: 1, max: 50 });
const orderSequence = int({ label: L.orderSequence }, { min: 0, max: 1_000_000 });
const orderParams = fields({ orderCode, orderSequence });

/** `POST /api/kakao/sender`: the member's channel id (`auid`, '' when the member has no channel). */
export const getMessengerSenderContract = defineContract({
  method: 'POST',
  path: '/api/kakao/sender',
  access: 'member',
  answer: v.object({ auid: v.string() }),
  errors: memberErrors,
  sample: { member: true },
});

/** `POST /api/kakao/add-to-cart`: items put in the cart (`itemId||quantity||options` entries, as `POST /api/cart/add`). */
export const messengerAddToCartContract = defineContract({
  method: 'POST',
  path: '/api/kakao/add-to-cart',
  access: 'member',
  body: fields({ arrayRequiredItems: list('arrayRequiredItems', text({ label: L.cartItem }, { min: 1, max: 200 }), { min: 1, max: 100 }) }),
  answer: StatusAnswerSchema,
  errors: memberErrors,
  sample: (seeded) => ({ member: true, body: { arrayRequiredItems: [`${seeded.itemId}||1||`] } }),
});

/** `POST /api/kakao/wishlist/:id`: an item added to the wishlist. */
export const messengerWishlistContract = defineContract({
  method: 'POST',
  path: '/api/kakao/wishlist/:id',
  access: 'member',
  params: fields({ id: id('itemId') }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'ITEM_NOT_FOUND'],
  ownership: { notOwned: 'public item (checked to exist)' },
  sample: (seeded) => ({ member: true, params: { id: seeded.itemId } }),
});

/** `POST /api/kakao/order/:orderCode/:orderSequence`: an order placed. */
export const messengerOrderContract = defineContract({
  method: 'POST',
  path: '/api/kakao/order/:orderCode/:orderSequence',
  access: 'member',
  params: orderParams,
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'ORDER_NOT_FOUND'],
  ownership: 'owned',
  sample: { member: true, params: { orderCode: 'O1', orderSequence: 0 } },
});

/** `POST /api/kakao/refund/:orderCode/:orderSequence`: a refund asked for some lines (`claimApplyItemKeys`). */
export const messengerRefundContract = defineContract({
  method: 'POST',
  path: '/api/kakao/refund/:orderCode/:orderSequence',
  access: 'member',
  params: orderParams,
  body: fields({ claimApplyItemKeys: list({ label: L.claimApplyItemKeys }, text({ label: L.claimApplyItemKeys }, { min: 1, max: 100 }), { min: 1, max: 100 }) }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'ORDER_NOT_FOUND'],
  ownership: 'owned',
  sample: { member: true, params: { orderCode: 'O1', orderSequence: 0 }, body: { claimApplyItemKeys: ['1'] } },
});

/** `POST /api/kakao/all-refund/:orderCode/:orderSequence`: the whole order cancelled or refunded. */
export const messengerAllRefundContract = defineContract({
  method: 'POST',
  path: '/api/kakao/all-refund/:orderCode/:orderSequence',
  access: 'member',
  params: orderParams,
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'ORDER_NOT_FOUND'],
  ownership: 'owned',
  sample: { member: true, params: { orderCode: 'O1', orderSequence: 0 } },
});

/** `POST /api/kakao/review/:id`: a review written. */
export const messengerReviewContract = defineContract({
  method: 'POST',
  path: '/api/kakao/review/:id',
  access: 'member',
  params: fields({ id: id({ label: L.reviewId }) }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'REVIEW_NOT_FOUND'],
  ownership: 'owned',
  sample: (seeded) => ({ member: true, params: { id: seeded.reviewId } }),
});

/** One message the messenger adapter sent (or, by default, recorded). */
const MessengerMessageSchema = v.object({
  kind: v.string(),
  auid: v.string(),
  target: v.string(),
  payload: v.string(),
  createdDate: v.string(),
});

/** `GET /api/ops/messenger-messages?auid=`: the latest messages (at most 100, newest first; operator token). */
export const getMessengerMessagesContract = defineContract({
  method: 'GET',
  path: '/api/ops/messenger-messages',
  query: fields({ auid: v.optional(text({ label: L.auid }, { min: 1, max: 100 })) }),
  answer: v.object({ list: v.array(MessengerMessageSchema) }),
  errors: ['OPERATOR_ONLY', 'NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { query: { auid: 'kakao-auid-demo01' } },
});
