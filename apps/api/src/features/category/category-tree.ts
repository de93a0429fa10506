import type { Category, CategoryCrumb } from '@shop/contracts';
import type { CategoryTable } from '../../db/schema.ts';

export type CategoryTree = {
  roots: Category[];
  byId: Map<number, Category>;
  updatedDate: string;
};

function toNode(row: CategoryTable): Category {
  return {
    categoryId: row.id,
    code: row.code,
    url: row.url,
    name: row.name,
    link: `/categories/${row.url}`,
    depth: row.depth,
    parentCategoryId: row.parentId,
    image: row.image,
    childCategories: [],
  };
}

/** Builds the nested tree from flat rows (any order), children sorted by `ordering`. */
export function buildTree(rows: CategoryTable[]): CategoryTree {
  const sorted = [...rows].sort((a, b) => a.depth - b.depth || a.ordering - b.ordering || a.id - b.id);
  const byId = new Map<number, Category>();
  const roots: Category[] = [];
  for (const row of sorted) {
    const node = toNode(row);
    byId.set(row.id, node);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    (parent ? parent.childCategories : roots).push(node);
  }
  const updatedDate = rows.reduce((max, r) => (r.updatedAt > max ? r.updatedAt : max), '00000000000000');
  return { roots, byId, updatedDate };
}

/** The category itself plus every category below it. */
export function descendantIds(node: Category): number[] {
  return [node.categoryId, ...node.childCategories.flatMap(descendantIds)];
}

/** Root-to-node path without children. */
export function breadcrumbsOf(tree: CategoryTree, id: number): CategoryCrumb[] {
  const path: CategoryCrumb[] = [];
  for (let node = tree.byId.get(id); node; node = node.parentCategoryId === null ? undefined : tree.byId.get(node.parentCategoryId)) {
    const { childCategories: _children, ...crumb } = node;
    path.unshift(crumb);
  }
  return path;
}
