// Input pieces the cart's contracts share with the order sheet's (`POST /api/order/buy` takes the cart's lines).
import * as v from 'valibot';
import { fields, id, int, list, text } from '../define/fields.ts';

/** A line's quantity. */
export const quantity = int('quantity', { min: 1, max: 9999 });

/** Body of `POST /api/cart/add`: encoded lines (`{itemId}||{qty}||{optionPart}`) and/or set items. */
export const AddToCartBodySchema = fields({
  arrayRequiredItems: v.optional(list('arrayRequiredItems', text('arrayRequiredItems', { max: 2000 }), { max: 100 })),
  itemSets: v.optional(
    list('itemSets', fields({ itemId: id('itemId'), quantity, arrayItemSets: v.optional(list('arrayItemSets', text('arrayItemSets', { max: 2000 }), { max: 100 })) }), { max: 100 }),
  ),
});
