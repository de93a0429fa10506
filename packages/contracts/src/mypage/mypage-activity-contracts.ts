import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { QNA_GROUPS } from '../community/review-qna-contracts.ts';
import { fields, id, int, list, oneOf, pageNumber } from '../define/fields.ts';
import { MYPAGE_LABELS as ML } from '../messages/mypage.ko.ts';
import { StatusAnswerSchema } from '../wire/common.ts';
import { MyGradeSchema, MyItemInquiriesSchema, RecentItemsSchema } from '../wire/mypage.ts';

const memberErrors = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;

/** `GET /api/mypage/grade`: 나의 등급/혜택. */
export const getMyGradeContract = defineContract({
  method: 'GET', path: '/api/mypage/grade', access: 'member', answer: MyGradeSchema, errors: memberErrors,
  sample: { member: true },
});

/** `GET /api/mypage/recent-items`: the member's recently viewed items (kept on the server, 20 at most). */
export const getRecentItemsContract = defineContract({
  method: 'GET', path: '/api/mypage/recent-items', access: 'member', answer: RecentItemsSchema, errors: memberErrors,
  sample: { member: true },
});

/** `POST /api/mypage/recent-items`: merges item ids viewed in this browser (most recent first) into the member's list. */
export const mergeRecentItemsContract = defineContract({
  method: 'POST',
  path: '/api/mypage/recent-items',
  access: 'member',
  body: fields({ itemIds: list({ label: ML.items }, id('itemId'), { max: 20 }) }),
  answer: RecentItemsSchema,
  errors: memberErrors,
  ownership: { notOwned: 'item ids into the caller\'s own list' },
  sample: (seeded) => ({ member: true, body: { itemIds: [seeded.itemId] } }),
});

/** `POST /api/mypage/recent-items/delete`: removes items from the list. */
export const deleteRecentItemsContract = defineContract({
  method: 'POST',
  path: '/api/mypage/recent-items/delete',
  access: 'member',
  body: fields({ itemIds: list({ label: ML.items }, id('itemId'), { min: 1, max: 20 }) }),
  answer: StatusAnswerSchema,
  errors: memberErrors,
  ownership: { notOwned: 'item ids from the caller\'s own list' },
  sample: (seeded) => ({ member: true, body: { itemIds: [seeded.itemId] } }),
});

/** `GET /api/qna/item-inquiry`: my item questions with their answers, newest first. */
export const getMyItemInquiriesContract = defineContract({
  method: 'GET',
  path: '/api/qna/item-inquiry',
  access: 'member',
  // qnaGroup: the type filter ('' or absent: every type).
  query: fields({ page: pageNumber(), size: v.optional(int({ label: ML.size }, { min: 1, max: 50 }), 5), qnaGroup: v.optional(oneOf('qnaGroup', ['', ...QNA_GROUPS]), '') }),
  answer: MyItemInquiriesSchema,
  errors: memberErrors,
  sample: { member: true, query: { page: 1, size: 5 } },
});

/** `POST /api/qna/delete-item-inquiry`: deletes one of my questions; an answered one stays (409). */
export const deleteMyItemInquiryContract = defineContract({
  method: 'POST',
  path: '/api/qna/delete-item-inquiry',
  access: 'member',
  body: fields({ id: id('id') }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'INQUIRY_NOT_FOUND', 'INQUIRY_ANSWERED'],
  ownership: 'owned',
  sample: { member: true, body: { id: 2_000_000_000 } },
});
