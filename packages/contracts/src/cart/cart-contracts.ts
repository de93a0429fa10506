import type * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, list } from '../define/fields.ts';
import { CartCountSchema, CartResponseSchema } from '../wire/cart.ts';
import { StatusAnswerSchema } from '../wire/common.ts';
import { SetItemInfoSchema } from '../wire/order.ts';
import { AddToCartBodySchema, quantity } from './cart-fields.ts';

const ownerErrors = ['SALESONID_REQUIRED', 'INVALID_SALESONID'] as const;

/** `GET /api/cart`: the cart of the member, else of the SALESONID visitor, grouped by seller and shipping group. */
export const getCartContract = defineContract({
  method: 'GET',
  path: '/api/cart',
  answer: CartResponseSchema,
  errors: ['INVALID_SALESONID'],
  sample: { member: true },
});

/** `GET /api/cart/count`: the total quantity in the cart. */
export const getCartCountContract = defineContract({
  method: 'GET',
  path: '/api/cart/count',
  answer: CartCountSchema,
  errors: ['INVALID_SALESONID'],
  sample: { member: true },
});

/** `POST /api/cart/add` as a caller sends it. */
export type AddToCartInput = v.InferInput<typeof AddToCartBodySchema>;

/** `POST /api/cart/add`. */
export const addToCartContract = defineContract({
  method: 'POST',
  path: '/api/cart/add',
  body: AddToCartBodySchema,
  answer: StatusAnswerSchema,
  errors: [...ownerErrors, 'ITEM_NOT_FOUND', 'SOLD_OUT', 'OPTION_SOLD_OUT', 'OPTION_REQUIRED', 'OPTION_NOT_FOUND', 'OPTION_NOT_ALLOWED', 'MIN_QUANTITY', 'MAX_QUANTITY', 'OUT_OF_STOCK'],
  sample: (seeded) => ({ member: true, body: { arrayRequiredItems: [`${seeded.itemId}||1||`] } }),
});

/** `POST /api/cart/update-quantity`. */
export const updateCartQuantityContract = defineContract({
  method: 'POST',
  path: '/api/cart/update-quantity',
  body: fields({ cartId: id('cartId'), quantity }),
  answer: StatusAnswerSchema,
  errors: [...ownerErrors, 'CART_NOT_FOUND', 'SOLD_OUT', 'MIN_QUANTITY', 'MAX_QUANTITY', 'OUT_OF_STOCK'],
  ownership: 'owned',
  sample: { member: true, body: { cartId: 1, quantity: 1 } },
});

/** `POST /api/cart/delete`: removes the given lines. */
export const deleteCartContract = defineContract({
  method: 'POST',
  path: '/api/cart/delete',
  body: fields({ id: list('cartIds', id('cartId'), { min: 1, max: 500 }) }),
  answer: StatusAnswerSchema,
  errors: [...ownerErrors, 'CART_NOT_FOUND'],
  ownership: 'owned',
  sample: { member: true, body: { id: [2147483647] } },
});

/** `GET /api/cart/set-item-info/{cartId}`: the components of a set line (a line that is no set item is refused). */
export const getSetItemInfoContract = defineContract({
  method: 'GET',
  path: '/api/cart/set-item-info/:cartId',
  params: fields({ cartId: id('cartId') }),
  answer: SetItemInfoSchema,
  errors: [...ownerErrors, 'CART_NOT_FOUND', 'NOT_SET_ITEM'],
  ownership: 'owned',
  sample: { member: true, params: { cartId: 2147483647 } },
});
