import type { CategoryTable } from '../db/schema.ts';
import { toSeoulTimestamp } from '../lib/dates.ts';
import { buildCategories } from './build-categories.ts';
import { buildItem, type CatalogueItem } from './build-item.ts';
import { buildSets } from './build-sets.ts';
import { LABELS } from './data/profiles.ts';
import { createPrng, type Prng } from './prng.ts';

/** Fixed seed and reference date: the catalogue is the same on every run. */
export const CATALOGUE_SEED = 20250601;
const EPOCH = Date.UTC(2025, 5, 1, 0, 0, 0) - 9 * 3600_000; // 2025-06-01 00:00 in Asia/Seoul
export const ITEMS_PER_LEAF = 6;
const FIRST_ITEM_ID = 1001;

export type Catalogue = { categories: CategoryTable[]; items: CatalogueItem[] };

function labelId(key: (typeof LABELS)[number]['key']): number {
  const found = LABELS.find((l) => l.key === key);
  if (!found) throw new Error(`Unknown label ${key}`);
  return found.id;
}

function assignLabels(items: CatalogueItem[], rng: Prng): void {
  const top = (score: (it: CatalogueItem) => string | number): Set<CatalogueItem> =>
    new Set([...items].sort((a, b) => (score(b) > score(a) ? 1 : score(b) < score(a) ? -1 : 0)).slice(0, Math.ceil(items.length * 0.15)));
  const newest = top((it) => it.row.createdAt);
  const best = top((it) => it.row.hits);
  for (const it of items) {
    const discounted = it.row.presentPrice < it.row.itemPrice * 0.8;
    const ids = [
      newest.has(it) && labelId('new'),
      best.has(it) && labelId('best'),
      it.row.shippingType === '1' && labelId('freeShipping'),
      ((it.row.stockQuantity > 0 && it.row.stockQuantity <= 20) || it.row.orderMaxQuantity <= 5) && labelId('limited'),
      rng.chance(0.1) && labelId('md'),
      discounted && rng.chance(0.3) && labelId('timeSale'),
    ];
    it.labelIds = ids.filter((id): id is number => typeof id === 'number');
  }
}

/** Builds the whole demo catalogue in memory, deterministically. */
export function buildCatalogue(): Catalogue {
  const rng = createPrng(CATALOGUE_SEED);
  const { rows: categories, leaves } = buildCategories(toSeoulTimestamp(EPOCH));
  const items: CatalogueItem[] = [];
  let nextOptionId = 1;
  for (const leafContext of leaves) {
    const names = leafContext.mid.modifiers.flatMap((m) => leafContext.leaf.products.map((p) => `${m} ${p}`));
    for (const name of rng.sample(names, ITEMS_PER_LEAF)) {
      const createdAt = toSeoulTimestamp(EPOCH - rng.int(0, 180) * 86_400_000 - rng.int(0, 23) * 3_600_000);
      const item = buildItem({ id: FIRST_ITEM_ID + items.length, leafContext, name, createdAt, firstOptionId: nextOptionId }, rng);
      nextOptionId += item.options.length;
      items.push(item);
    }
  }
  items.push(...buildSets(items, FIRST_ITEM_ID + items.length, rng));
  rng.sample(items, items.length).forEach((it, i) => {
    it.row.ordering = i + 1;
  });
  assignLabels(items, rng);
  return { categories, items };
}
