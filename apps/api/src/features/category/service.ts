import { sharedRead } from '../../db/shared-read.ts';
import { buildTree, type CategoryTree } from './category-tree.ts';

function freezeTree(tree: CategoryTree): CategoryTree {
  for (const node of tree.byId.values()) {
    Object.freeze(node.childCategories);
    Object.freeze(node);
  }
  Object.freeze(tree.roots);
  return Object.freeze(tree);
}

/**
 * The whole category tree (a few dozen rows). Item lists, item detail and SEO answers all need it, and reading
 * it took about a fifth of the CPU of an item-list answer, so one read is shared for SHARED_READ_TTL_MS. The tree
 * is frozen because every caller in that time gets the same one.
 */
export const loadCategoryTree = sharedRead(async (db) => freezeTree(buildTree(await db.selectFrom('categories').selectAll().execute())));

/** Finds a category by its url, or by its code when no url matches. */
export function findCategory(tree: CategoryTree, key: { url?: string; code?: string }) {
  const nodes = [...tree.byId.values()];
  if (key.url) return nodes.find((n) => n.url === key.url);
  if (key.code) return nodes.find((n) => n.code === key.code);
  return undefined;
}
