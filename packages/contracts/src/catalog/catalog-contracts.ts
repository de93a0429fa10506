import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, text } from '../define/fields.ts';
import { CardListQuerySchema, ItemListQuerySchema } from '../define/list-query.ts';
import { CategoryListResponseSchema, CategoryUpdatedCheckResponseSchema } from '../wire/category.ts';
import { pageEntries } from '../wire/common.ts';
import { ItemCardSchema, ItemDetailResponseSchema, ItemListResponseSchema, RelatedItemsResponseSchema } from '../wire/item.ts';

const itemCode = fields({ itemUserCode: text('itemUserCode', { min: 1, max: 50 }) });

/** `GET /api/category`: the category tree. */
export const getCategoriesContract = defineContract({
  method: 'GET',
  path: '/api/category',
  answer: CategoryListResponseSchema,
  sample: {},
});

/** `GET /api/category/updated-check?d=`: whether the tree changed after `d` (14 digits). */
export const checkCategoryUpdatedContract = defineContract({
  method: 'GET',
  path: '/api/category/updated-check',
  query: fields({ d: v.optional(text('d')) }),
  answer: CategoryUpdatedCheckResponseSchema,
  sample: { query: { d: '20200101000000' } },
});

/** `GET /api/item`: a page of a category's items (every item without `categoryUrl`). */
export const getItemsContract = defineContract({
  method: 'GET',
  path: '/api/item',
  query: ItemListQuerySchema,
  answer: ItemListResponseSchema,
  errors: ['CATEGORY_NOT_FOUND'],
  sample: { query: { categoryUrl: 'fashion', orderBy: 'SALE_PRICE', sort: 'ASC', page: 1, itemsPerPage: 5 } },
});

/** `GET /api/item/{itemUserCode}`: the item page's data. */
export const getItemContract = defineContract({
  method: 'GET',
  path: '/api/item/:itemUserCode',
  params: itemCode,
  answer: ItemDetailResponseSchema,
  errors: ['ITEM_NOT_FOUND'],
  ownership: { notOwned: 'public item' },
  sample: (seeded) => ({ params: { itemUserCode: seeded.itemUserCode } }),
});

/** `GET /api/item/{itemUserCode}/relation`: up to ten related in-stock items. */
export const getItemRelationContract = defineContract({
  method: 'GET',
  path: '/api/item/:itemUserCode/relation',
  params: itemCode,
  answer: RelatedItemsResponseSchema,
  errors: ['ITEM_NOT_FOUND'],
  ownership: { notOwned: 'public item' },
  sample: (seeded) => ({ params: { itemUserCode: seeded.itemUserCode } }),
});

/** A seller as its shop page shows it: the name and the business details the item page shows too (판매자 정보). */
const SellerSchema = v.object({
  id: v.number(),
  name: v.string(),
  representativeName: v.string(),
  businessNumber: v.string(),
  businessLocation: v.string(),
  deliveryCompanyName: v.string(),
});
export type Seller = v.InferOutput<typeof SellerSchema>;

/** Answer of `GET /api/seller/{id}/items`: a page of the seller's item cards, and the seller. */
const SellerItemsResponseSchema = v.object({ ...pageEntries(ItemCardSchema), seller: SellerSchema });
export type SellerItemsResponse = v.InferOutput<typeof SellerItemsResponseSchema>;

/** `GET /api/seller/{id}/items`: a seller's shop (판매자 상품 모아보기), a sorted page of its items; an unknown seller is a 404. */
export const getSellerItemsContract = defineContract({
  method: 'GET',
  path: '/api/seller/:id/items',
  params: fields({ id: id('sellerId') }),
  query: CardListQuerySchema,
  answer: SellerItemsResponseSchema,
  errors: ['SELLER_NOT_FOUND'],
  ownership: { notOwned: 'public seller' },
  sample: (seeded) => ({ params: { id: seeded.sellerId }, query: { orderBy: 'SALE_PRICE', sort: 'ASC', size: 3 } }),
});
