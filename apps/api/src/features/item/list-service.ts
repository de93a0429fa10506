import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { breadcrumbsOf, descendantIds, type CategoryCrumb, type CategoryNode } from '../category/category-tree.ts';
import { findCategory, loadCategoryTree } from '../category/service.ts';
import { listCards, type ItemFilter } from '../display/card-page.ts';
import type { ItemCard } from './item-card.ts';
import type { Page } from './pagination.ts';

export const ORDER_BY = ['', 'ORDERING', 'CREATED_DATE', 'HITS', 'SALE_PRICE'] as const;
export type OrderBy = (typeof ORDER_BY)[number];

export type ItemListQuery = {
  categoryUrl?: string;
  categoryCode?: string;
  orderBy?: OrderBy;
  sort?: 'ASC' | 'DESC' | 'asc' | 'desc' | '';
  page: number;
  itemsPerPage: number;
};

export type ItemListResult = Page<ItemCard> & { category: (CategoryNode & { breadcrumbs: CategoryCrumb[] }) | null };

/** A page of item cards in a category and all categories below it, sorted as asked. */
export async function listItems(db: Kysely<Database>, query: ItemListQuery): Promise<ItemListResult> {
  let category: ItemListResult['category'] = null;
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
