import type { Category } from '@shop/api-client';
import { findCategory, findParent } from './category-tree.ts';

function node(categoryId: number, url: string, depth: number, childCategories: Category[] = []): Category {
  return { categoryId, code: url, url, name: url, link: `/categories/${url}`, depth, parentCategoryId: null, childCategories };
}

const TREE = [node(1, 'fashion', 1, [node(11, 'tops', 2, [node(111, 'shirts', 3)]), node(12, 'bottoms', 2)]), node(2, 'living', 1)];

describe('category tree', () => {
  it('finds a category at any depth', () => {
    expect(findCategory(TREE, 'shirts')?.categoryId).toBe(111);
    expect(findCategory(TREE, 'living')?.categoryId).toBe(2);
    expect(findCategory(TREE, 'nope')).toBeUndefined();
  });

  it('finds the parent of a category', () => {
    expect(findParent(TREE, 111)?.url).toBe('tops');
    expect(findParent(TREE, 12)?.url).toBe('fashion');
    expect(findParent(TREE, 1)).toBeUndefined();
  });
});
