import assert from 'node:assert/strict';
import type { CategoryTable } from '../../db/schema.ts';
import { breadcrumbsOf, buildTree, descendantIds } from './category-tree.ts';

const row = (id: number, parentId: number | null, depth: number, ordering: number, updatedAt = '20250101000000'): CategoryTable => ({
  id, parentId, depth, ordering, code: `c${id}`, url: `u${id}`, name: `n${id}`, image: null, updatedAt,
});

describe('category tree', () => {
  const rows = [row(4, 2, 3, 1), row(2, 1, 2, 2), row(3, 1, 2, 1, '20250202000000'), row(1, null, 1, 1), row(5, null, 1, 2)];
  const tree = buildTree(rows);

  it('nests children in display order and links by url', () => {
    assert.deepEqual(tree.roots.map((r) => r.categoryId), [1, 5]);
    assert.deepEqual(tree.roots[0]?.childCategories.map((c) => c.categoryId), [3, 2]);
    assert.equal(tree.byId.get(4)?.link, '/categories/u4');
    assert.equal(tree.updatedDate, '20250202000000');
  });

  it('lists descendants and breadcrumbs', () => {
    const root = tree.byId.get(1);
    assert.ok(root);
    assert.deepEqual(descendantIds(root).sort(), [1, 2, 3, 4]);
    assert.deepEqual(breadcrumbsOf(tree, 4).map((c) => c.categoryId), [1, 2, 4]);
    assert.equal('childCategories' in (breadcrumbsOf(tree, 4)[0] ?? {}), false);
  });
});
