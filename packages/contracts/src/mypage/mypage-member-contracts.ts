import * as v from 'valibot';
import { field, maxLength, required, VALIDATION_MESSAGES } from '@shop/validators';
import { defineContract } from '../define/define-contract.ts';
import { CONTRACT_MESSAGES } from '../messages/ko.ts';
import { MYPAGE_INPUT_MESSAGES as MI, MYPAGE_LABELS as ML } from '../messages/mypage.ko.ts';
import { fields, id, int, list, oneOf, pageNumber, text, TRIM, userInput, verbatimText } from '../define/fields.ts';
import { PHOTO_PATH } from '../define/upload-fields.ts';
import { StatusAnswerSchema } from '../wire/common.ts';
import {
  AddressListSchema, AddressSchema, CouponItemsSchema, DownloadableCouponsSchema, MyCouponsSchema, MyPointsSchema, MyReviewListSchema,
  ReviewWrittenSchema,
} from '../wire/mypage.ts';
import { mobile, zipcode } from '../order/order-fields.ts';

const memberErrors = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;
const size = (max: number, fallback: number) => v.optional(int({ label: ML.size }, { min: 1, max }), fallback);
const date = (label: string) => v.optional(v.pipe(text({ label }, { max: 10 }), v.regex(/^(\d{4}-\d{2}-\d{2})?$/, CONTRACT_MESSAGES.invalid(label))), '');

const photo = v.pipe(v.string(MI.photo), TRIM, v.regex(PHOTO_PATH, MI.photo));

/** One uploaded file of a multipart body (the API's multipart parser gives these). */
const UploadedFileSchema = v.object({ name: verbatimText(v.string()), type: verbatimText(v.string()), bytes: v.instance(Uint8Array) }, MI.photo);

/**
 * `POST /api/mypage/photos` (multipart `area`, `photos`): up to 4 pictures of at most 5 MB (jpg, png, gif; decoded to be sure, read from
 * their content) for a review or a return/exchange, stored under the public picture folder; answers their paths.
 */
export const uploadPhotosContract = defineContract({
  method: 'POST',
  path: '/api/mypage/photos',
  body: fields({ area: oneOf({ label: ML.photoArea }, ['reviews', 'claims']), photos: list({ label: ML.photo }, UploadedFileSchema, { min: 1, max: 4 }) }),
  answer: v.object({ list: v.array(v.string()) }),
  errors: [...memberErrors, 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
});

/** Stars, text and up to 4 photos of a review (the text by the spec's rules: required, at most 2,000 characters). */
const reviewEntries = {
  score: int({ label: ML.score }, { min: 1, max: 5 }),
  content: userInput(field(required(), maxLength(2000)), VALIDATION_MESSAGES.required),
  images: v.optional(list({ label: ML.photo }, photo, { max: 4 }), []),
};

/** `GET /api/mypage/reviews`: my reviews, newest first, within a period. */
export const getMyReviewsContract = defineContract({
  method: 'GET',
  path: '/api/mypage/reviews',
  access: 'member',
  query: fields({ page: pageNumber(), size: size(50, 5), searchStartDate: date(ML.startDate), searchEndDate: date(ML.endDate) }),
  answer: MyReviewListSchema,
  errors: memberErrors,
  sample: { member: true, query: { page: 1 } },
});

/** `POST /api/mypage/review`: a review of a bought line after delivery, within the review period; points once. */
export const writeReviewContract = defineContract({
  method: 'POST',
  path: '/api/mypage/review',
  access: 'member',
  body: fields({ orderCode: text('orderCode', { min: 1, max: 40 }), itemSequence: int('itemSequence', { min: 0, max: 999 }), ...reviewEntries }),
  answer: ReviewWrittenSchema,
  errors: [...memberErrors, 'ORDER_NOT_FOUND', 'REVIEW_NOT_ALLOWED', 'REVIEW_ALREADY_WRITTEN'],
  ownership: 'owned',
  sample: { member: true, body: { orderCode: 'ONOSUCHORDER', itemSequence: 0, score: 5, content: 'Good' } },
});

/** `POST /api/mypage/review/{id}`: edits one of my reviews. */
export const editReviewContract = defineContract({
  method: 'POST',
  path: '/api/mypage/review/:id',
  access: 'member',
  params: fields({ id: id('id') }),
  body: fields(reviewEntries),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'REVIEW_NOT_FOUND'],
  ownership: 'owned',
  sample: (seeded) => ({ member: true, params: { id: seeded.reviewId }, body: { score: 5, content: 'Good' } }),
});

/** `POST /api/mypage/delete-review/{id}`: deletes one of my reviews (its points stay earned; the line cannot be reviewed again). */
export const deleteReviewContract = defineContract({
  method: 'POST',
  path: '/api/mypage/delete-review/:id',
  access: 'member',
  params: fields({ id: id('id') }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'REVIEW_NOT_FOUND'],
  ownership: 'owned',
  sample: (seeded) => ({ member: true, params: { id: seeded.reviewId } }),
});

/** `GET /api/mypage/points`: balance, what expires within 30 days, and the earned or used history in a period. */
export const getMyPointsContract = defineContract({
  method: 'GET',
  path: '/api/mypage/points',
  access: 'member',
  query: fields({
    page: pageNumber(), size: size(50, 5), pointType: v.optional(oneOf({ label: ML.pointType }, ['EARN_POINT', 'USED_POINT']), 'EARN_POINT'),
    searchStartDate: date(ML.startDate), searchEndDate: date(ML.endDate),
  }),
  answer: MyPointsSchema,
  errors: memberErrors,
  sample: { member: true, query: { pointType: 'USED_POINT' } },
});

/** `GET /api/coupon?complete=`: my coupons, usable (N) or used and expired (Y). */
export const getMyCouponsContract = defineContract({
  method: 'GET',
  path: '/api/coupon',
  access: 'member',
  query: fields({ page: pageNumber(), size: size(50, 10), complete: v.optional(oneOf({ label: ML.couponTab }, ['Y', 'N']), 'N') }),
  answer: MyCouponsSchema,
  errors: memberErrors,
  sample: { member: true, query: { complete: 'Y' } },
});

/** `GET /api/coupon/downloadable`: the shop's coupons a member can download now (my page's 쿠폰 다운). */
export const getDownloadableCouponsContract = defineContract({
  method: 'GET', path: '/api/coupon/downloadable', access: 'member', answer: DownloadableCouponsSchema, errors: memberErrors,
  sample: { member: true },
});

/** `POST /api/coupon/exchange-offline-coupon`: 오프라인쿠폰등록 by its code. */
export const exchangeOfflineCouponContract = defineContract({
  method: 'POST',
  path: '/api/coupon/exchange-offline-coupon',
  access: 'member',
  body: fields({ offlineCode: userInput(field(required(), maxLength(30)), VALIDATION_MESSAGES.required) }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'OFFLINE_COUPON_NOT_FOUND', 'ALREADY_DOWNLOADED', 'COUPON_NOT_ISSUABLE'],
  ownership: { notOwned: 'a coupon code anyone may redeem once' },
  sample: { member: true, body: { offlineCode: 'NOSUCHCODE' } },
});

/** `GET /api/coupon/applies-to/{couponId}`: 적용 상품 보기. */
export const getCouponItemsContract = defineContract({
  method: 'GET',
  path: '/api/coupon/applies-to/:couponId',
  params: fields({ couponId: id('couponId') }),
  query: fields({ page: pageNumber(), size: size(50, 8) }),
  answer: CouponItemsSchema,
  errors: ['COUPON_NOT_FOUND'],
  ownership: { notOwned: 'public coupon' },
  sample: (seeded) => ({ params: { couponId: seeded.couponId }, query: { size: 8 } }),
});

/** The fields of an address book entry (the checkout's receiver rules). */
const addressEntries = {
  title: v.optional(text({ label: ML.addressTitle }, { max: 30 }), ''),
  userName: text({ label: ML.receiver }, { min: 1, max: 50 }),
  mobile: mobile(),
  zipcode,
  address: text({ label: ML.address }, { min: 1, max: 200 }),
  addressDetail: text({ label: ML.addressDetail }, { min: 1, max: 200 }),
  defaultFlag: v.optional(oneOf({ label: ML.defaultFlag }, ['Y', 'N']), 'N'),
};

/** `GET /api/shipping`: my address book, the default first. */
export const getAddressesContract = defineContract({
  method: 'GET', path: '/api/shipping', access: 'member', answer: AddressListSchema, errors: memberErrors,
  sample: { member: true },
});

/** `POST /api/shipping`: adds an address, or edits one when `userDeliveryId` is given; one default at most. */
export const saveAddressContract = defineContract({
  method: 'POST',
  path: '/api/shipping',
  access: 'member',
  body: fields({ userDeliveryId: v.optional(id('id')), ...addressEntries }),
  answer: AddressSchema,
  errors: [...memberErrors, 'ADDRESS_NOT_FOUND', 'ADDRESS_LIMIT'],
  ownership: 'owned',
  sample: {
    member: true,
    body: { title: 'Home', userName: 'Kim Demo', mobile: '01012345678', zipcode: '06236', address: 'Teheran-ro 1, Gangnam-gu, Seoul', addressDetail: '101' },
  },
});

/** `POST /api/shipping/delete`. */
export const deleteAddressContract = defineContract({
  method: 'POST',
  path: '/api/shipping/delete',
  access: 'member',
  body: fields({ userDeliveryId: id('id') }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'ADDRESS_NOT_FOUND'],
  ownership: 'owned',
  sample: { member: true, body: { userDeliveryId: 2_000_000_000 } },
});

/** `POST /api/shipping/base-shipping`: makes an address the default. */
export const setDefaultAddressContract = defineContract({
  method: 'POST',
  path: '/api/shipping/base-shipping',
  access: 'member',
  body: fields({ userDeliveryId: id('id') }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'ADDRESS_NOT_FOUND'],
  ownership: 'owned',
  sample: { member: true, body: { userDeliveryId: 2_000_000_000 } },
});
