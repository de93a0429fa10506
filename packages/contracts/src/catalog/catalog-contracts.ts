import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, text } from '../define/fields.ts';
import { ItemListQuerySchema } from '../define/list-query.ts';
import { CategoryListResponseSchema, CategoryUpdatedCheckResponseSchema } from '../wire/category.ts';
import { ItemDetailResponseSchema, ItemListResponseSchema, RelatedItemsResponseSchema } from '../wire/item.ts';

const itemCode = fields({ itemUserCode: text('itemUserCode', { min: 1, max: 50 }) });

/** `GET /api/category`: the category tree. */
export const getCategoriesContract = defineContract({ id: 'catalog.categories', method: 'GET', path: '/api/category', answer: CategoryListResponseSchema });

/** `GET /api/category/updated-check?d=`: whether the tree changed after `d` (14 digits). */
export const checkCategoryUpdatedContract = defineContract({
  id: 'catalog.categoryUpdated',
  method: 'GET',
  path: '/api/category/updated-check',
  query: fields({ d: v.optional(text('d')) }),
  answer: CategoryUpdatedCheckResponseSchema,
});

/** `GET /api/item`: a page of a category's items (every item without `categoryUrl`). */
export const getItemsContract = defineContract({
  id: 'catalog.items',
  method: 'GET',
  path: '/api/item',
  query: ItemListQuerySchema,
  answer: ItemListResponseSchema,
  errors: ['CATEGORY_NOT_FOUND'],
});

/** `GET /api/item/{itemUserCode}`: the item page's data. */
export const getItemContract = defineContract({
  id: 'catalog.item',
  method: 'GET',
  path: '/api/item/:itemUserCode',
  params: itemCode,
  answer: ItemDetailResponseSchema,
  errors: ['ITEM_NOT_FOUND'],
});

/** `GET /api/item/{itemUserCode}/relation`: up to ten related in-stock items. */
export const getItemRelationContract = defineContract({
  id: 'catalog.itemRelation',
  method: 'GET',
  path: '/api/item/:itemUserCode/relation',
  params: itemCode,
  answer: RelatedItemsResponseSchema,
  errors: ['ITEM_NOT_FOUND'],
});
