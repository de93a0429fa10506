import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, int, oneOf, pageNumber, pageSizeOf, text } from '../define/fields.ts';
import { cardListEntries, CardListQuerySchema } from '../define/list-query.ts';
import { pageOf } from '../wire/common.ts';
import {
  BestGroupSchema, BestResponseSchema, ItemCardPageSchema, MdItemsResponseSchema, MdTagsResponseSchema, PromotionResponseSchema,
  SpotPageSchema, WallReviewSchema,
} from '../wire/showcase.ts';

/** `GET /api/display/promotion`: main visuals. */
export const getPromotionContract = defineContract({
  method: 'GET',
  path: '/api/display/promotion',
  answer: PromotionResponseSchema,
  sample: {},
});

/** `GET /api/display/new`: items created within 30 days of the latest arrival. */
export const getDisplayNewContract = defineContract({
  method: 'GET',
  path: '/api/display/new',
  query: CardListQuerySchema,
  answer: ItemCardPageSchema,
  sample: { query: { size: 4 } },
});

/** `GET /api/display/md-tags`: the MD tags (without `#`). */
export const getMdTagsContract = defineContract({
  method: 'GET',
  path: '/api/display/md-tags',
  answer: MdTagsResponseSchema,
  sample: {},
});

/** `GET /api/display/md?tag=`: a tag's items (the first tag without one). */
export const getMdItemsContract = defineContract({
  method: 'GET',
  path: '/api/display/md',
  query: fields({ ...cardListEntries, tag: v.optional(text('tag', { max: 50 })) }),
  answer: MdItemsResponseSchema,
  errors: ['MD_TAG_NOT_FOUND'],
  sample: { query: { size: 4 } },
});

/** `GET /api/display/best`: the 100 most viewed items. */
export const getBestContract = defineContract({ method: 'GET', path: '/api/display/best', answer: BestResponseSchema, sample: {} });

/** `GET /api/display/group-best/item-list?tag=`: the most viewed items of a depth-1 category subtree. */
export const getGroupBestItemsContract = defineContract({
  method: 'GET',
  path: '/api/display/group-best/item-list',
  query: fields({ tag: v.optional(text('tag', { max: 100 })), page: pageNumber(), size: pageSizeOf('size', 100, 100) }),
  answer: ItemCardPageSchema,
  errors: ['CATEGORY_NOT_FOUND'],
  sample: { query: { tag: 'fashion', size: 5 } },
});

/** `GET /api/display/group-best?size=`: the overall tab and one per depth-1 category. */
export const getGroupBestContract = defineContract({
  method: 'GET',
  path: '/api/display/group-best',
  query: fields({ size: pageSizeOf('size', 20, 5) }),
  answer: v.array(BestGroupSchema),
  sample: { query: { size: 2 } },
});

/** `GET /api/display/reviews`: the review wall, newest first. */
export const getReviewWallContract = defineContract({
  method: 'GET',
  path: '/api/display/reviews',
  query: fields({ brandId: v.optional(id('brandId')), photoFlag: v.optional(oneOf('photoFlag', ['', 'Y', 'N'])), page: pageNumber(), size: pageSizeOf('size', 50, 20) }),
  answer: pageOf(WallReviewSchema),
  ownership: { notOwned: 'public reviews by brand' },
  sample: { query: { photoFlag: 'Y', size: 3 } },
});
/** Filters of `GET /api/display/reviews`. */
export type WallQuery = v.InferInput<NonNullable<typeof getReviewWallContract.query>>;

/** `GET /api/display/main-reviews?limit=`: score 4+ reviews, photo reviews first. */
export const getMainReviewsContract = defineContract({
  method: 'GET',
  path: '/api/display/main-reviews',
  query: fields({ limit: v.optional(int('limit', { min: 1, max: 20 }), 8) }),
  answer: v.object({ list: v.array(WallReviewSchema) }),
  sample: { query: { limit: 3 } },
});

/** `GET /api/event/spot`: running time deals at the server's time. */
export const getSpotsContract = defineContract({
  method: 'GET',
  path: '/api/event/spot',
  query: fields({ page: pageNumber(), size: pageSizeOf('size', 100, 20) }),
  answer: SpotPageSchema,
  sample: { query: { size: 5 } },
});
