import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { buildTree, type CategoryTree } from './category-tree.ts';

/** Reads the whole category tree (a few dozen rows, read fresh so admin edits show at once). */
export async function loadCategoryTree(db: Kysely<Database>): Promise<CategoryTree> {
  return buildTree(await db.selectFrom('categories').selectAll().execute());
}

/** Finds a category by its url, or by its code when no url matches. */
export function findCategory(tree: CategoryTree, key: { url?: string; code?: string }) {
  const nodes = [...tree.byId.values()];
  if (key.url) return nodes.find((n) => n.url === key.url);
  if (key.code) return nodes.find((n) => n.code === key.code);
  return undefined;
}
