import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';
import { breadcrumbsOf } from '../category/category-tree.ts';
import { loadCategoryTree } from '../category/service.ts';
import type { SeoAnswer } from './routes.ts';

function decode(segment: string | undefined): string | undefined {
  if (!segment) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed %-escape names nothing
  }
}

function record(fallback: SeoAnswer, title: string, description: string, keywords: string, image: string | null | undefined): SeoAnswer {
  return { ...fallback, title, keywords, description, ogTitle: title, ogDescription: description, ogImage: image || fallback.ogImage };
}

async function itemSeo(db: Kysely<Database>, code: string, fallback: SeoAnswer): Promise<SeoAnswer | undefined> {
  const item = await db
    .selectFrom('items')
    .innerJoin('brands', 'brands.id', 'items.brandId')
    .leftJoin('itemImages', (join) => join.onRef('itemImages.itemId', '=', 'items.id').on('itemImages.ordering', '=', 1))
    .select(['items.name', 'items.summary', 'items.categoryId', 'brands.name as brandName', 'itemImages.path'])
    .where('items.itemUserCode', '=', code)
    .executeTakeFirst();
  if (!item) return undefined;
  const categories = breadcrumbsOf(await loadCategoryTree(db), item.categoryId).map((c) => c.name);
  return record(fallback, item.name, item.summary, SHOWCASE_MESSAGES.seo.itemKeywords(item.name, item.brandName, categories), item.path);
}

async function brandSeo(db: Kysely<Database>, id: number, fallback: SeoAnswer): Promise<SeoAnswer | undefined> {
  const brand = await db.selectFrom('brands').select(['name', 'content', 'image']).where('id', '=', id).executeTakeFirst();
  if (!brand) return undefined;
  return record(fallback, brand.name, SHOWCASE_MESSAGES.seo.brandDescription(brand.name, brand.content), SHOWCASE_MESSAGES.seo.brandKeywords(brand.name), brand.image);
}

async function eventSeo(db: Kysely<Database>, id: number, fallback: SeoAnswer): Promise<SeoAnswer | undefined> {
  const event = await db.selectFrom('events').select(['title', 'simpleContent', 'image']).where('id', '=', id).executeTakeFirst();
  if (!event) return undefined;
  return record(fallback, event.title, event.simpleContent || fallback.description, `${event.title},${fallback.keywords}`, event.image);
}

function numericId(segment: string | undefined): number | undefined {
  return segment && /^\d{1,9}$/.test(segment) ? Number(segment) : undefined;
}

/**
 * The SEO record of an item, brand or event page (named after it, its picture as the Open Graph image), or
 * undefined when the path names none of them (the caller falls back to the site default).
 */
export async function pageSeo(db: Kysely<Database>, path: string, fallback: SeoAnswer): Promise<SeoAnswer | undefined> {
  const [, section, key, rest] = path.split('/');
  if (rest !== undefined) return undefined;
  if (section === 'items') {
    const code = decode(key);
    return code ? itemSeo(db, code, fallback) : undefined;
  }
  const id = numericId(key);
  if (id === undefined) return undefined;
  if (section === 'brands') return brandSeo(db, id, fallback);
  if (section === 'events') return eventSeo(db, id, fallback);
  return undefined;
}
