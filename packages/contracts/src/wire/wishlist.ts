import * as v from 'valibot';
import { pageOf } from './common.ts';
import { ItemCardSchema } from './item.ts';

/** An entry of the wishlist page. */
export const WishlistEntrySchema = v.object({ wishlistId: v.number(), itemId: v.number(), item: ItemCardSchema });
export type WishlistEntry = v.InferOutput<typeof WishlistEntrySchema>;

/** `GET /api/wishlist`. */
export const WishlistPageSchema = pageOf(WishlistEntrySchema);

/** `POST /api/wishlist` (toggle): `addEventType` 'ADD' when the item was inserted, `removed` when it was taken out. */
export const WishlistToggleResponseSchema = v.object({
  addEventType: v.optional(v.nullable(v.string())),
  item: v.optional(v.nullable(ItemCardSchema)),
  removed: v.optional(v.boolean()),
  wishlistId: v.optional(v.nullable(v.number())),
});
export type WishlistToggleResponse = v.InferOutput<typeof WishlistToggleResponseSchema>;
