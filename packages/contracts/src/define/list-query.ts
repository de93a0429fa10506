import * as v from 'valibot';
import { fields, int, oneOf, pageNumber, text } from './fields.ts';

/** Sort keys of item lists ('' = the list's own order). */
export const ORDER_BY = ['', 'ORDERING', 'CREATED_DATE', 'HITS', 'SALE_PRICE'] as const;
/** Sort directions accepted on the wire (any case). */
export const SORT = ['', 'ASC', 'DESC', 'asc', 'desc'] as const;

/** Sort and page of a sortable card list; `size` or `itemsPerPage` (1-100) per page. */
export const cardListEntries = {
  orderBy: v.optional(oneOf('orderBy', ORDER_BY)),
  sort: v.optional(oneOf('sort', SORT)),
  page: pageNumber(),
  size: v.optional(int('size', { min: 1, max: 100 })),
  itemsPerPage: v.optional(int('itemsPerPage', { min: 1, max: 100 })),
};

/** Query of a sortable card list. */
export const CardListQuerySchema = fields(cardListEntries);
/** Sort and page of a sortable item list as a caller sends it. */
export type CardListQuery = v.InferInput<typeof CardListQuerySchema>;

/** Query of `GET /api/item`: a category by its url (every item without one), sort and page (24 items by default). */
export const ItemListQuerySchema = fields({
  categoryUrl: v.optional(text('categoryUrl', { max: 100 })),
  orderBy: cardListEntries.orderBy,
  sort: cardListEntries.sort,
  page: pageNumber(),
  itemsPerPage: v.optional(int('itemsPerPage', { min: 1, max: 100 }), 24),
});
/** Query of `GET /api/item` as a caller sends it. */
export type ItemListQuery = v.InferInput<typeof ItemListQuerySchema>;
