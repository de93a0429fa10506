import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, int, oneOf, pageNumber, pageSizeOf, text, userInput, writtenText } from '../define/fields.ts';
import { QNA_INPUT_MESSAGES } from '../messages/ko.ts';
import { pageOf, StatusAnswerSchema } from '../wire/common.ts';
import { ItemInquirySchema, QnaGroupsSchema, ReviewPageSchema } from '../wire/community.ts';

/** Sorts of the review list: newest (`''` or `CREATED_DATE`) or most liked. */
const REVIEW_ORDER_BY = ['', 'CREATED_DATE', 'LIKE_COUNT'] as const;
export type ReviewOrderBy = (typeof REVIEW_ORDER_BY)[number];
/** Kinds of item questions. */
export const QNA_GROUPS = ['ITEM', 'DELIVERY', 'EXCHANGE', 'ETC'] as const;

/** `GET /api/item/reviews`: a page of an item's reviews plus the score summary. */
export const getItemReviewsContract = defineContract({
  method: 'GET',
  path: '/api/item/reviews',
  query: fields({
    itemUserCode: text('itemUserCode', { min: 1, max: 50 }),
    photoFlag: v.optional(oneOf('photoFlag', ['', 'Y', 'N'])),
    score: v.optional(int('score', { min: 0, max: 5 })),
    orderBy: v.optional(oneOf('orderBy', REVIEW_ORDER_BY)),
    page: pageNumber(),
    size: pageSizeOf('size', 50, 5),
  }),
  answer: ReviewPageSchema,
  errors: ['ITEM_NOT_FOUND'],
  ownership: { notOwned: 'public item' },
  sample: (seeded) => ({ query: { itemUserCode: seeded.itemUserCode, orderBy: 'LIKE_COUNT', size: 3 } }),
});
/** Query of `GET /api/item/reviews`. */
export type ReviewQuery = v.InferInput<typeof getItemReviewsContract.query>;

/** `GET /api/item/{itemUserCode}/inquiry`: a page of the item's questions, newest first. */
export const getItemInquiriesContract = defineContract({
  method: 'GET',
  path: '/api/item/:itemUserCode/inquiry',
  params: fields({ itemUserCode: text('itemUserCode', { min: 1, max: 50 }) }),
  query: fields({ page: pageNumber(), size: pageSizeOf('size', 50, 5) }),
  answer: pageOf(ItemInquirySchema),
  errors: ['ITEM_NOT_FOUND'],
  ownership: { notOwned: 'public item (secret questions masked)' },
  sample: (seeded) => ({ params: { itemUserCode: seeded.itemUserCode }, query: { size: 3 } }),
});

/** `GET /api/qna/qna-groups`: the kinds of questions. */
export const getQnaGroupsContract = defineContract({
  method: 'GET',
  path: '/api/qna/qna-groups',
  answer: QnaGroupsSchema,
  sample: {},
});

/** Body of `POST /api/qna/item-inquiry`. */
const ItemInquiryBodySchema = fields({
  itemId: id('itemId'),
  // 문의 유형 is required (reference-behaviour 4.5): missing or unknown reads "문의 유형을 선택하세요.".
  qnaGroup: userInput(v.pipe(v.string(QNA_INPUT_MESSAGES.qnaGroupRequired), v.picklist(QNA_GROUPS, QNA_INPUT_MESSAGES.qnaGroupRequired)), QNA_INPUT_MESSAGES.qnaGroupRequired),
  subject: writtenText(100),
  question: writtenText(2000),
  secretFlag: v.optional(oneOf('secretFlag', ['Y', 'N'])),
});

/** `POST /api/qna/item-inquiry`: a member's question about an item. */
export const postItemInquiryContract = defineContract({
  method: 'POST',
  path: '/api/qna/item-inquiry',
  access: 'member',
  body: ItemInquiryBodySchema,
  answer: StatusAnswerSchema,
  errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'ITEM_NOT_FOUND'],
  ownership: { notOwned: 'public item' },
  sample: (seeded) => ({
    member: true,
    body: { itemId: seeded.itemId, qnaGroup: 'ITEM', subject: 'restock', question: 'When is it back in stock?', secretFlag: 'N' },
  }),
});
