import type { Category, CategoryWithBreadcrumbs } from '@shop/api-client';
import { findCategory, findParent } from '../../../lib/category-tree.ts';

/** A category as the page links it. */
export type CategoryLink = { url: string; name: string };

/** Chips under the title: the children of the category, or its siblings when it has none. */
export type CategoryChips = {
  /** Target of the "전체" chip: the category itself, or its parent when siblings are shown. */
  all: CategoryLink;
  /** True when "전체" is the page being shown. */
  allCurrent: boolean;
  chips: Array<CategoryLink & { current: boolean }>;
};

function toLink(category: Pick<Category, 'url' | 'name'>): CategoryLink {
  return { url: category.url, name: category.name };
}

/**
 * Path from the top level to `category` (inclusive), from the API breadcrumbs whether or not they already end
 * with the category itself.
 */
export function categoryTrail(category: CategoryWithBreadcrumbs): CategoryLink[] {
  const ancestors = (category.breadcrumbs ?? []).filter((crumb) => crumb.url !== category.url);
  return [...ancestors.map(toLink), toLink(category)];
}

/**
 * Chips of a category page: its children (with "전체" on itself), else its siblings (with "전체" on the parent),
 * else none. The tree, when given, is the source of children and siblings; the API category is the fallback.
 */
export function categoryChips(category: CategoryWithBreadcrumbs, tree: ReadonlyArray<Category>): CategoryChips | null {
  const node = findCategory(tree, category.url) ?? category;
  const children = node.childCategories ?? [];
  if (children.length > 0) {
    return { all: toLink(node), allCurrent: true, chips: children.map((child) => ({ ...toLink(child), current: false })) };
  }
  const parent = findParent(tree, node.categoryId);
  if (!parent) return null;
  return {
    all: toLink(parent),
    allCurrent: false,
    chips: (parent.childCategories ?? []).map((sibling) => ({ ...toLink(sibling), current: sibling.url === node.url })),
  };
}

/**
 * The categories to offer at each breadcrumb step (depths 1-3): the step's siblings (the top level for depth 1),
 * so a shopper can move sideways at any depth. Empty when the tree does not know the step.
 */
export function trailSiblings(trail: ReadonlyArray<CategoryLink>, tree: ReadonlyArray<Category>): CategoryLink[][] {
  return trail.map((_, index) => {
    const level = index === 0 ? tree : (findCategory(tree, trail[index - 1]!.url)?.childCategories ?? []);
    return level.map(toLink);
  });
}
