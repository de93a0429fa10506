import type { getItemsContract, ItemListResponse, ItemOrderBy, ParsedInput } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { breadcrumbsOf, descendantIds } from '../category/category-tree.ts';
import { findCategory, loadCategoryTree } from '../category/service.ts';
import { listCards, type ItemFilter } from '../display/card-page.ts';

export type OrderBy = ItemOrderBy;

/** The parsed query of `GET /api/item`, as its contract gives it (the category by its url only, defaults applied). */
export type ItemListQuery = ParsedInput<typeof getItemsContract>['query'];

/** A page of item cards in a category and all categories below it, sorted as asked. */
export async function listItems(db: Kysely<Database>, query: ItemListQuery): Promise<ItemListResponse> {
  let category: ItemListResponse['category'] = null;
  let filter: ItemFilter | undefined;
  if (query.categoryUrl) {
    const tree = await loadCategoryTree(db);
    const node = findCategory(tree, { url: query.categoryUrl });
    if (!node) throw apiError('CATEGORY_NOT_FOUND');
    category = { ...node, breadcrumbs: breadcrumbsOf(tree, node.categoryId) };
    const categoryIds = descendantIds(node);
    filter = (eb) => eb('items.categoryId', 'in', categoryIds);
  }
  const page = await listCards(db, { orderBy: query.orderBy, sort: query.sort, page: query.page, size: query.itemsPerPage }, filter);
  return { ...page, category };
}
