import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, list } from '../define/fields.ts';
import { AddToCartBodySchema } from '../cart/cart-fields.ts';
import { OrderSheetCreatedSchema, OrderSheetSchema } from '../wire/order.ts';
import { benefitEntries, orderSheetId, zipcode } from './order-fields.ts';

const ownerErrors = ['SALESONID_REQUIRED', 'INVALID_SALESONID', 'INVALID_TOKEN'] as const;

/** Body of `POST /api/order/buy`: cart lines (`cartIds`), or 바로구매 lines encoded as for the cart. */
const BuyBodySchema = fields({
  ...AddToCartBodySchema.entries,
  cartIds: v.optional(list('cartIds', id('cartId'), { max: 500 })),
});
/** `POST /api/order/buy` as a caller sends it. */
export type BuyInput = v.InferInput<typeof BuyBodySchema>;

/** `POST /api/order/buy`: an order sheet of the chosen cart lines or of 바로구매 lines; the cart is left as it was. */
export const buyContract = defineContract({
  method: 'POST',
  path: '/api/order/buy',
  body: BuyBodySchema,
  answer: OrderSheetCreatedSchema,
  errors: [...ownerErrors, 'CART_NOT_FOUND', 'ITEM_NOT_FOUND', 'SOLD_OUT', 'OPTION_SOLD_OUT', 'OPTION_REQUIRED', 'OPTION_NOT_FOUND',
    'OPTION_NOT_ALLOWED', 'MIN_QUANTITY', 'MAX_QUANTITY', 'OUT_OF_STOCK', 'MEMBER_ONLY_ITEM'],
  ownership: { notOwned: 'cart ids are looked up in the caller\'s own cart' },
  sample: (seeded) => ({ member: true, body: { arrayRequiredItems: [`${seeded.itemId}||1||`] } }),
});

/** `POST /api/order/payment-step`: the order sheet opened with 최대 혜택 applied. */
export const paymentStepContract = defineContract({
  method: 'POST',
  path: '/api/order/payment-step',
  body: fields({ orderSheetId, zipcode: v.optional(zipcode) }),
  answer: OrderSheetSchema,
  errors: [...ownerErrors, 'ORDER_SHEET_NOT_FOUND', 'ORDER_SHEET_USED'],
  ownership: 'owned',
  sample: { member: true, body: { orderSheetId: 'unknown-order-sheet' } },
});

/** Body of `POST /api/order/calculate`. */
const CalculateBodySchema = fields({ orderSheetId, zipcode: v.optional(zipcode), ...benefitEntries });

/** `POST /api/order/calculate`: the sheet priced again after the shopper changed coupons, points or the address. */
export const calculateContract = defineContract({
  method: 'POST',
  path: '/api/order/calculate',
  body: CalculateBodySchema,
  answer: OrderSheetSchema,
  errors: [...ownerErrors, 'ORDER_SHEET_NOT_FOUND', 'ORDER_SHEET_USED', 'COUPON_NOT_USABLE', 'COUPON_DUPLICATED', 'POINT_NOT_USABLE', 'GUEST_BENEFIT_NOT_ALLOWED'],
  ownership: 'owned',
  sample: { member: true, body: { orderSheetId: 'unknown-order-sheet', zipcode: '63000', itemCoupons: [], cartCouponUserId: null, usePoint: 0 } },
});
