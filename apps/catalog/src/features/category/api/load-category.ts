import { callContract } from '@shop/api-client';
import type { Category, ItemListResponse } from '@shop/api-client';
import type { LoaderFunctionArgs } from '@shop/router';
import { appContext } from '@shop/session';
import type { ProductCardItem } from '@shop/ui';
import { toCardItem } from '../../../lib/card-item.ts';
import { catalogCache } from '../../../lib/catalog-cache.ts';
import { notFound, rethrowAsNotFound } from '../../../lib/not-found.ts';
import { categoryChips, categoryTrail, trailSiblings } from '../utils/category-nav.ts';
import type { CategoryChips, CategoryLink } from '../utils/category-nav.ts';
import { itemListQuery } from '../utils/list-query.ts';

/** Loader data of `/categories/:categoryUrl` (plain JSON). */
export type CategoryPageData = {
  /** Document title (read by the shell). */
  title: string;
  category: CategoryLink;
  /** Top level → current category. */
  trail: CategoryLink[];
  /** For each trail step, the categories beside it (the breadcrumb's dropdowns). */
  trailSiblings: CategoryLink[][];
  chips: CategoryChips | null;
  items: ProductCardItem[];
  currentPage: number;
  totalPages: number;
  totalElements: number;
};

async function categoryTree(args: LoaderFunctionArgs): Promise<Category[]> {
  const { api } = args.context.get(appContext);
  try {
    return (await catalogCache.getCategories(api)).list;
  } catch {
    // The chips are a convenience: the list still renders from the item answer alone.
    return [];
  }
}

/** Loads one page of a category (sort and page from the query string); an unknown category is a 404. */
export async function loadCategory(args: LoaderFunctionArgs): Promise<CategoryPageData> {
  const categoryUrl = args.params.categoryUrl;
  if (!categoryUrl) notFound();
  const { api } = args.context.get(appContext);
  const search = new URL(args.request.url).searchParams;
  const [answer, tree] = await Promise.all([
    callContract(api, 'GET /api/item', { query: itemListQuery(categoryUrl, search) }).catch((error: unknown): ItemListResponse => rethrowAsNotFound(error)),
    categoryTree(args),
  ]);
  if (!answer.category) notFound();
  const trail = categoryTrail(answer.category);
  const category = trail[trail.length - 1]!;
  return {
    title: category.name,
    category,
    trail,
    trailSiblings: trailSiblings(trail, tree),
    chips: categoryChips(answer.category, tree),
    items: answer.content.map(toCardItem),
    currentPage: answer.pagination.currentPage,
    totalPages: answer.pagination.totalPages,
    totalElements: answer.pagination.totalElements,
  };
}
