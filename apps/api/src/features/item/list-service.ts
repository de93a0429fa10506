import type { ItemListResponse, ItemOrderBy } from '@shop/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { breadcrumbsOf, descendantIds } from '../category/category-tree.ts';
import { findCategory, loadCategoryTree } from '../category/service.ts';
import { listCards, type ItemFilter } from '../display/card-page.ts';

export const ORDER_BY = ['', 'ORDERING', 'CREATED_DATE', 'HITS', 'SALE_PRICE'] as const satisfies readonly ItemOrderBy[];
export type OrderBy = ItemOrderBy;

export type ItemListQuery = {
  categoryUrl?: string;
  categoryCode?: string;
  orderBy?: OrderBy;
  sort?: 'ASC' | 'DESC' | 'asc' | 'desc' | '';
  page: number;
  itemsPerPage: number;
};

/** A page of item cards in a category and all categories below it, sorted as asked. */
export async function listItems(db: Kysely<Database>, query: ItemListQuery): Promise<ItemListResponse> {
  let category: ItemListResponse['category'] = null;
  let filter: ItemFilter | undefined;
  if (query.categoryUrl || query.categoryCode) {
    const tree = await loadCategoryTree(db);
    const node = findCategory(tree, { url: query.categoryUrl, code: query.categoryCode });
    if (!node) throw notFound(MESSAGES.category.notFound, 'CATEGORY_NOT_FOUND');
    category = { ...node, breadcrumbs: breadcrumbsOf(tree, node.categoryId) };
    const categoryIds = descendantIds(node);
    filter = (eb) => eb('items.categoryId', 'in', categoryIds);
  }
  const page = await listCards(db, { orderBy: query.orderBy, sort: query.sort, page: query.page, size: query.itemsPerPage }, filter);
  return { ...page, category };
}
