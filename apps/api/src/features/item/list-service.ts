import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { breadcrumbsOf, descendantIds, type CategoryCrumb, type CategoryNode } from '../category/category-tree.ts';
import { findCategory, loadCategoryTree } from '../category/service.ts';
import { cardQuery, toItemCards, type ItemCard } from './item-card.ts';
import { pageOf, type Page } from './pagination.ts';

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

const SORT_COLUMNS = {
  ORDERING: 'items.ordering',
  CREATED_DATE: 'items.createdAt',
  HITS: 'items.hits',
  SALE_PRICE: 'items.presentPrice',
} as const;

/** A page of item cards in a category and all categories below it, sorted as asked. */
export async function listItems(db: Kysely<Database>, query: ItemListQuery): Promise<ItemListResult> {
  let category: ItemListResult['category'] = null;
  let categoryIds: number[] | undefined;
  if (query.categoryUrl || query.categoryCode) {
    const tree = await loadCategoryTree(db);
    const node = findCategory(tree, { url: query.categoryUrl, code: query.categoryCode });
    if (!node) throw notFound(MESSAGES.category.notFound, 'CATEGORY_NOT_FOUND');
    category = { ...node, breadcrumbs: breadcrumbsOf(tree, node.categoryId) };
    categoryIds = descendantIds(node);
  }
  const key = query.orderBy || 'ORDERING';
  const direction = query.sort ? (query.sort.toLowerCase() as 'asc' | 'desc') : key === 'ORDERING' ? 'asc' : 'desc';
  let rowsQuery = cardQuery(db);
  let countQuery = db.selectFrom('items').select(sql<number>`count(*)`.as('total'));
  if (categoryIds) {
    rowsQuery = rowsQuery.where('items.categoryId', 'in', categoryIds);
    countQuery = countQuery.where('items.categoryId', 'in', categoryIds);
  }
  const [{ total }, rows] = await Promise.all([
    countQuery.executeTakeFirstOrThrow(),
    rowsQuery
      .orderBy(SORT_COLUMNS[key], direction)
      .orderBy('items.id', 'asc')
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage)
      .execute(),
  ]);
  const content = await toItemCards(db, rows);
  return { ...pageOf(content, query.page, query.itemsPerPage, Number(total)), category };
}
