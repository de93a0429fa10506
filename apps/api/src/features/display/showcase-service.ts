import type { BestGroup, BestResponse, DisplayBanner, ItemCard, MdItemsResponse, MdTagsResponse, Page, PromotionResponse } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { fromSeoulTimestamp, toSeoulTimestamp } from '../../lib/dates.ts';
import { SHOWCASE_MESSAGES } from '../../messages/showcase.ko.ts';
import { descendantIds } from '../category/category-tree.ts';
import { findCategory, loadCategoryTree } from '../category/service.ts';
import { cardQuery, toItemCards } from '../item/item-card.ts';
import { listCards, type CardListQuery } from './card-page.ts';

/** Items count as new while created within this many days of the latest arrival. */
export const NEW_ITEM_DAYS = 30;
/** Length of the best list. */
export const BEST_LIMIT = 100;

/** GET /api/display/promotion: the main visual banners for PC and mobile, in order. */
export async function mainVisuals(db: Kysely<Database>): Promise<PromotionResponse> {
  const rows = await db
    .selectFrom('banners')
    .select(['position', 'image', 'color', 'url', 'content'])
    .where('displayFlag', '=', 'Y')
    .where('position', 'in', ['MAIN', 'MOBILE_MAIN'])
    .orderBy('ordering')
    .orderBy('id')
    .execute();
  const toBanner = ({ image, color, url, content }: (typeof rows)[number]): DisplayBanner => ({ image, color, url, content });
  return {
    promotion: rows.filter((r) => r.position === 'MAIN').map(toBanner),
    mobilePromotion: rows.filter((r) => r.position === 'MOBILE_MAIN').map(toBanner),
  };
}

/** GET /api/display/new: items created within NEW_ITEM_DAYS of the latest arrival, sortable (newest first by default). */
export async function newItems(db: Kysely<Database>, query: CardListQuery): Promise<Page<ItemCard>> {
  const latest = await db.selectFrom('items').select(sql<string | null>`max(created_at)`.as('latest')).executeTakeFirstOrThrow();
  const latestDate = latest.latest ? fromSeoulTimestamp(latest.latest) : undefined;
  const since = latestDate ? toSeoulTimestamp(latestDate.getTime() - NEW_ITEM_DAYS * 86_400_000) : '00000000000000';
  return listCards(db, { ...query, orderBy: query.orderBy || 'CREATED_DATE' }, (eb) => eb('items.createdAt', '>=', since));
}

/** GET /api/display/md-tags: the MD pick tags in display order. */
export async function mdTags(db: Kysely<Database>): Promise<MdTagsResponse> {
  const rows = await db.selectFrom('mdTags').select('tag').orderBy('ordering').orderBy('id').execute();
  return { tags: rows.map((r) => r.tag) };
}

/** GET /api/display/md: the items of one tag (the first tag without one), in the MD's order by default. */
export async function mdItems(db: Kysely<Database>, tag: string | undefined, query: CardListQuery): Promise<MdItemsResponse> {
  const base = db.selectFrom('mdTags').select(['id', 'tag']);
  const row = await (tag ? base.where('tag', '=', tag) : base.orderBy('ordering').orderBy('id')).executeTakeFirst();
  if (!row) throw apiError('MD_TAG_NOT_FOUND');
  const members = db.selectFrom('mdTagItems').select('itemId').where('tagId', '=', row.id);
  if (query.orderBy) return { ...(await listCards(db, query, (eb) => eb('items.id', 'in', members))), tag: row.tag };
  // Without a sort the MD's own order applies.
  const ordered = await db.selectFrom('mdTagItems').select('itemId').where('tagId', '=', row.id).orderBy('ordering').orderBy('itemId').execute();
  const ids = ordered.map((r) => r.itemId);
  const pageIds = ids.slice((query.page - 1) * query.size, query.page * query.size);
  const rows = pageIds.length ? await cardQuery(db).where('items.id', 'in', pageIds).execute() : [];
  const cards = await toItemCards(db, pageIds.flatMap((id) => rows.filter((r) => r.id === id)));
  const totalPages = Math.ceil(ids.length / query.size);
  return {
    content: cards,
    pagination: { currentPage: query.page, size: query.size, totalElements: ids.length, totalPages, first: query.page === 1, last: query.page >= totalPages },
    tag: row.tag,
  };
}

/** GET /api/display/best: the BEST_LIMIT most viewed items. */
export async function bestItems(db: Kysely<Database>): Promise<BestResponse> {
  const rows = await cardQuery(db).orderBy('items.hits', 'desc').orderBy('items.id', 'asc').limit(BEST_LIMIT).execute();
  return { list: await toItemCards(db, rows) };
}

/** GET /api/display/group-best/item-list: the most viewed items of a category (all items without `tag`). */
export async function groupBestItems(db: Kysely<Database>, tag: string | undefined, page: number, size: number): Promise<Page<ItemCard>> {
  const query: CardListQuery = { orderBy: 'HITS', sort: 'DESC', page, size };
  if (!tag) return listCards(db, query);
  const tree = await loadCategoryTree(db);
  const node = findCategory(tree, { url: tag });
  if (!node) throw apiError('CATEGORY_NOT_FOUND');
  const ids = descendantIds(node);
  return listCards(db, query, (eb) => eb('items.categoryId', 'in', ids));
}

/** GET /api/display/group-best: the first `size` best items overall (key '') and of each depth-1 category. */
export async function groupBest(db: Kysely<Database>, size: number): Promise<BestGroup[]> {
  const tree = await loadCategoryTree(db);
  const all = await groupBestItems(db, undefined, 1, size);
  const groups = await Promise.all(
    tree.roots.map(async (root) => ({ key: root.url, name: root.name, items: (await groupBestItems(db, root.url, 1, size)).content })),
  );
  return [{ key: '', name: SHOWCASE_MESSAGES.display.allGroup, items: all.content }, ...groups.filter((g) => g.items.length > 0)];
}
