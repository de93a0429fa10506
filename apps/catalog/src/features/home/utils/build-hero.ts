import type { ProductCardItem } from '@shop/ui';

/** A category as the home page links it (`image`: the category picture, when the API has one). */
export type HomeCategory = { url: string; name: string; image?: string };

/** Items picked from one top-level category. */
export type HomePick = { category: HomeCategory; items: ProductCardItem[] };

/** One tile of the main visual: an item (the large tile) or a category (the side tiles). */
export type HeroTile =
  | { kind: 'item'; itemUserCode: string; image: string; title: string; subtitle: string }
  | { kind: 'category'; categoryUrl: string; image: string; title: string; subtitle: string };

/** How many category tiles sit beside the main tile. */
const CATEGORY_TILES = 2;

/**
 * Builds the main visual from live data: the most viewed item (or the newest when there is no ranking) as the
 * large tile, and the first category picks with an image as the side tiles. Items already used are skipped,
 * so the same picture never appears twice.
 * @returns The tiles; empty when there is nothing to show.
 */
export function buildHero(popular: ReadonlyArray<ProductCardItem>, newest: ReadonlyArray<ProductCardItem>, picks: ReadonlyArray<HomePick>): HeroTile[] {
  const tiles: HeroTile[] = [];
  const used = new Set<string>();
  const lead = [...popular, ...newest].find((item) => item.itemImage);
  if (lead) {
    used.add(lead.itemUserCode);
    tiles.push({ kind: 'item', itemUserCode: lead.itemUserCode, image: lead.itemImage, title: lead.itemName, subtitle: lead.brand ?? '' });
  }
  for (const pick of picks) {
    if (tiles.length > CATEGORY_TILES) break;
    const cover = pick.items.find((item) => item.itemImage && !used.has(item.itemUserCode));
    if (!cover) continue;
    used.add(cover.itemUserCode);
    tiles.push({ kind: 'category', categoryUrl: pick.category.url, image: cover.itemImage, title: pick.category.name, subtitle: cover.itemName });
  }
  return tiles;
}
