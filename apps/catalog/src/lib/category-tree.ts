import type { Category } from '@shop/api-client';

/**
 * Finds a category by its url code anywhere in the tree.
 * @example findCategory(tree, 'shirts')?.name // '셔츠'
 */
export function findCategory(tree: ReadonlyArray<Category>, url: string): Category | undefined {
  for (const category of tree) {
    if (category.url === url) return category;
    const found = findCategory(category.childCategories ?? [], url);
    if (found) return found;
  }
  return undefined;
}

/**
 * Finds the category whose children include `categoryId` (undefined for a root or an unknown id).
 */
export function findParent(tree: ReadonlyArray<Category>, categoryId: number): Category | undefined {
  for (const category of tree) {
    const children = category.childCategories ?? [];
    if (children.some((child) => child.categoryId === categoryId)) return category;
    const found = findParent(children, categoryId);
    if (found) return found;
  }
  return undefined;
}
