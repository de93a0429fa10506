import type { CategoryTable } from '../db/schema.ts';
import { CATEGORY_TREE, type LeafSpec, type MidSpec, type RootSpec } from './data/categories.ts';

/** A leaf category with everything the item generator needs from its ancestors. */
export type LeafContext = { id: number; root: RootSpec; mid: MidSpec; leaf: LeafSpec };

export type BuiltCategories = { rows: CategoryTable[]; leaves: LeafContext[] };

const pad = (n: number): string => String(n).padStart(2, '0');

/** Flattens the demo tree into rows with ids, hierarchical codes ('01', '0101', '010101') and images. */
export function buildCategories(updatedAt: string): BuiltCategories {
  const rows: CategoryTable[] = [];
  const leaves: LeafContext[] = [];
  let nextId = 1;
  const add = (spec: { name: string; url: string }, parentId: number | null, code: string, depth: number, ordering: number): number => {
    const id = nextId;
    nextId += 1;
    rows.push({ id, parentId, code, url: spec.url, name: spec.name, depth, ordering, image: `/upload/categories/${spec.url}.webp`, updatedAt });
    return id;
  };
  CATEGORY_TREE.forEach((root, r) => {
    const rootCode = pad(r + 1);
    const rootId = add(root, null, rootCode, 1, r + 1);
    root.children.forEach((mid, m) => {
      const midCode = rootCode + pad(m + 1);
      const midId = add(mid, rootId, midCode, 2, m + 1);
      mid.children.forEach((leaf, l) => {
        const id = add(leaf, midId, midCode + pad(l + 1), 3, l + 1);
        leaves.push({ id, root, mid, leaf });
      });
    });
  });
  return { rows, leaves };
}
