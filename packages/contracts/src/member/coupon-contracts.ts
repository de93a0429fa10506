import { defineContract } from '../define/define-contract.ts';
import { fields, id, pageNumber, text } from '../define/fields.ts';
import { StatusAnswerSchema } from '../wire/common.ts';
import { DownloadAllCouponsResponseSchema, ItemCouponsResponseSchema } from '../wire/community.ts';

const memberErrors = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;

/** `GET /api/coupon/download-coupons?itemId=`: the item's downloadable coupons. */
export const getItemCouponsContract = defineContract({
  method: 'GET',
  path: '/api/coupon/download-coupons',
  query: fields({ itemId: id('itemId'), page: pageNumber() }),
  answer: ItemCouponsResponseSchema,
  errors: ['ITEM_NOT_FOUND'],
  ownership: { notOwned: 'public item' },
  sample: (seeded) => ({ query: { itemId: seeded.itemId } }),
});

/** `POST /api/coupon/download`: downloads one coupon. */
export const downloadCouponContract = defineContract({
  method: 'POST',
  path: '/api/coupon/download',
  access: 'member',
  body: fields({ couponId: id('couponId') }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'COUPON_NOT_FOUND', 'COUPON_NOT_ISSUABLE', 'ALREADY_DOWNLOADED'],
  ownership: { notOwned: 'public coupon' },
  sample: (seeded) => ({ member: true, body: { couponId: seeded.couponId } }),
});

/** `POST /api/item/download-all-coupons`: downloads every coupon of an item. */
export const downloadAllItemCouponsContract = defineContract({
  method: 'POST',
  path: '/api/item/download-all-coupons',
  access: 'member',
  body: fields({ itemUserCode: text('itemUserCode', { min: 1, max: 50 }) }),
  answer: DownloadAllCouponsResponseSchema,
  errors: [...memberErrors, 'ITEM_NOT_FOUND', 'COUPON_NOT_ALLOWED', 'NO_COUPON'],
  ownership: { notOwned: 'public item' },
  sample: (seeded) => ({ member: true, body: { itemUserCode: seeded.itemUserCode } }),
});
