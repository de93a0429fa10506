import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, list, pageNumber, pageSizeOf } from '../define/fields.ts';
import { StatusAnswerSchema } from '../wire/common.ts';
import { WishlistPageSchema, WishlistToggleResponseSchema } from '../wire/wishlist.ts';

const memberErrors = ['UNAUTHORIZED', 'INVALID_TOKEN'] as const;
const itemBody = fields({ itemId: id('itemId') });

/** `GET /api/wishlist`: a page of the member's wishlist, newest first. */
export const getWishlistContract = defineContract({
  method: 'GET',
  path: '/api/wishlist',
  access: 'member',
  query: fields({ page: pageNumber(), size: pageSizeOf('size', 100, 6) }),
  answer: WishlistPageSchema,
  errors: memberErrors,
  sample: { member: true, query: { size: 3 } },
});

/** `GET /api/wishlist/count`. */
export const getWishlistCountContract = defineContract({
  method: 'GET',
  path: '/api/wishlist/count',
  access: 'member',
  answer: v.object({ count: v.number() }),
  errors: memberErrors,
  sample: { member: true },
});

/** `GET /api/wishlist/item-ids`: the ids of the items in the wishlist (the hearts). */
export const getWishlistItemIdsContract = defineContract({
  method: 'GET',
  path: '/api/wishlist/item-ids',
  access: 'member',
  answer: v.object({ list: v.array(v.number()) }),
  errors: memberErrors,
  sample: { member: true },
});

/** `POST /api/wishlist`: adds the item, or removes it when it is in the wishlist already. */
export const toggleWishlistContract = defineContract({
  method: 'POST',
  path: '/api/wishlist',
  access: 'member',
  body: itemBody,
  answer: WishlistToggleResponseSchema,
  errors: [...memberErrors, 'ITEM_NOT_FOUND'],
  ownership: { notOwned: 'an item id; the list is the caller\'s own' },
  sample: (seeded) => ({ member: true, body: { itemId: seeded.itemId } }),
});

/** `POST /api/wishlist/delete-wishlist`: body = the wishlist ids. */
export const deleteWishlistContract = defineContract({
  method: 'POST',
  path: '/api/wishlist/delete-wishlist',
  access: 'member',
  body: list('wishlistIds', id('wishlistId'), { min: 1, max: 500 }),
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'WISHLIST_NOT_FOUND'],
  sample: { member: true, body: [2147483647] },
});

/** `POST /api/wishlist/delete-item`: removes the item from the wishlist. */
export const deleteWishlistItemContract = defineContract({
  method: 'POST',
  path: '/api/wishlist/delete-item',
  access: 'member',
  body: itemBody,
  answer: StatusAnswerSchema,
  errors: [...memberErrors, 'WISHLIST_NOT_FOUND'],
  ownership: { notOwned: 'an item id; the list is the caller\'s own' },
  sample: (seeded) => ({ member: true, body: { itemId: seeded.itemId } }),
});
