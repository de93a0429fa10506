import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { Catalogue } from '../catalogue.ts';
import type { ImageJob } from '../images.ts';
import { createPrng } from '../prng.ts';
import { HERO_THEMES, heroScene } from '../drawings/scenes.ts';
import { buildMdTagItems, buildSearchTerms, buildSpots } from './build-showcase.ts';
import { SEASON_COPY, seasonOf } from '../seasons.ts';
import { MAIN_BRAND_IDS, MAIN_VISUAL_SIZES, MAIN_VISUALS, MD_TAGS, SEARCH_KEYWORDS, SEARCH_RECOMMENDS, SHOWCASE_SEO_PAGES } from './showcase-data.ts';
import { BRANDS } from '../data/brands.ts';

/** Tables this seed fills, children first (the order the full reseed deletes them in). */
export const SHOWCASE_TABLES = [
  'searchRecommends', 'searchKeywords', 'itemSearchTerms', 'brandDisplays', 'itemSpots', 'mdTagItems', 'mdTags',
] as const satisfies ReadonlyArray<keyof Database>;

/** Own random sequence: the showcase never changes the catalogue draws. */
const SHOWCASE_SEED = 20250602;

function mainVisualImage(id: number): string {
  return `/upload/banners/main-${id}.webp`;
}

/** Pictures of the main visuals: a still life of products on the banner colour, with room for the title. */
export function showcaseImageJobs(): ImageJob[] {
  return MAIN_VISUALS.map((v) => {
    const [width, height] = MAIN_VISUAL_SIZES[v.position] ?? [1200, 600];
    const theme = HERO_THEMES[v.id];
    if (!theme) throw new Error(`No picture for main visual ${v.id}`);
    return { path: mainVisualImage(v.id), svg: () => heroScene(width, height, v.color, theme) };
  });
}

async function insertRows<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: readonly object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    // Rows come from typed builders; Kysely's insert type cannot follow a generic table name.
    await trx.insertInto(table).values(rows.slice(i, i + 200) as never).execute();
  }
}

/**
 * Fills the showcase: main visuals, MD tags, time deals relative to `now`, main brands, search terms of every
 * item, search keywords and recommendation, and the SEO rows of the display pages.
 */
export async function insertShowcase(trx: Transaction<Database>, catalogue: Catalogue, now: number): Promise<void> {
  const rng = createPrng(SHOWCASE_SEED);
  const stamp = toSeoulTimestamp(now);
  await insertRows(trx, 'banners', MAIN_VISUALS.map((v, i) => ({
    id: v.id, position: v.position, image: mainVisualImage(v.id), color: v.color, url: v.url, content: v.content, ordering: i + 1, displayFlag: 'Y',
  })));
  await insertRows(trx, 'mdTags', MD_TAGS.map((t, i) => ({ id: t.id, tag: t.tag, ordering: i + 1 })));
  await insertRows(trx, 'mdTagItems', buildMdTagItems(catalogue.items, rng));
  await insertRows(trx, 'itemSpots', buildSpots(catalogue.items, now, rng));
  await insertRows(trx, 'brandDisplays', BRANDS.map((b) => {
    const main = MAIN_BRAND_IDS.indexOf(b.id);
    return { brandId: b.id, mainFlag: main >= 0 ? 'Y' : 'N', ordering: main >= 0 ? main + 1 : 100 + b.id };
  }));
  await insertRows(trx, 'itemSearchTerms', buildSearchTerms(catalogue.items, catalogue.categories));
  await insertRows(trx, 'searchKeywords', SEARCH_KEYWORDS.map(([keyword, searchCount]) => ({ keyword, searchCount, lastSearchedAt: stamp })));
  // The search box's recommendation speaks of the seed day's season and ends within it (a later re-seed renews it).
  const seasonal = SEASON_COPY[seasonOf(now)].searchRecommend;
  await insertRows(trx, 'searchRecommends', SEARCH_RECOMMENDS.map((r, i) => ({
    ...r, content: seasonal.content, link: `/search?query=${encodeURIComponent(seasonal.keyword)}`,
    startDate: toSeoulTimestamp(now - 86_400_000), endDate: toSeoulTimestamp(now + 45 * 86_400_000), ordering: i + 1,
  })));
  await insertRows(trx, 'seoPages', SHOWCASE_SEO_PAGES.map((p) => ({
    path: p.path, title: p.title, keywords: p.keywords, description: p.description, ogTitle: p.title, ogDescription: p.description,
    ogImage: '/default-og-image.jpg', indexFlag: p.indexFlag,
  })));
}
