import type { Page, WallQuery as ClientWallQuery, WallReview } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { maskLoginId } from '../community/mask.ts';
import type { Viewer } from '../community/viewer.ts';
import { pageOf } from '../item/pagination.ts';
import { ImagePathsSchema, readJsonColumn } from '../../db/json-column.ts';

/** Filters of the review wall. */
export type WallQuery = ClientWallQuery & { page: number; size: number };

function wallQuery(db: Kysely<Database>, viewer: Viewer) {
  let query = db
    .selectFrom('itemReviews')
    .innerJoin('items', 'items.id', 'itemReviews.itemId')
    .innerJoin('brands', 'brands.id', 'items.brandId')
    .leftJoin('itemImages', (join) => join.onRef('itemImages.itemId', '=', 'items.id').on('itemImages.ordering', '=', 1));
  // A member never sees the authors they blocked, here either.
  if (viewer.blocked.size > 0) query = query.where('itemReviews.writerLoginId', 'not in', [...viewer.blocked]);
  return query;
}

function toWallReview(row: {
  id: number; itemUserCode: string; name: string; path: string | null; brandName: string; brandId: number; content: string;
  score: number; images: string; writerLoginId: string; createdAt: string;
}): WallReview {
  const images = readJsonColumn(ImagePathsSchema, row.images, 'reviews.images');
  return {
    itemReviewId: row.id,
    itemUserCode: row.itemUserCode,
    itemName: row.name,
    itemImage: row.path,
    brand: row.brandName,
    brandId: row.brandId,
    content: row.content,
    score: row.score,
    image: images[0] ?? null,
    images,
    maskUsername: maskLoginId(row.writerLoginId),
    createdDate: row.createdAt,
  };
}

const COLUMNS = [
  'itemReviews.id', 'items.itemUserCode', 'items.name', 'itemImages.path', 'brands.name as brandName', 'items.brandId', 'itemReviews.content',
  'itemReviews.score', 'itemReviews.images', 'itemReviews.writerLoginId', 'itemReviews.createdAt',
] as const;

/** GET /api/display/reviews: every review, newest first, optionally of one brand or with photos only. */
export async function reviewWall(db: Kysely<Database>, viewer: Viewer, query: WallQuery): Promise<Page<WallReview>> {
  let filtered = wallQuery(db, viewer);
  if (query.brandId) filtered = filtered.where('items.brandId', '=', query.brandId);
  if (query.photoFlag === 'Y') filtered = filtered.where('itemReviews.images', '<>', '[]');
  const [{ total }, rows] = await Promise.all([
    filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    filtered.select(COLUMNS).orderBy('itemReviews.createdAt', 'desc').orderBy('itemReviews.id', 'desc').limit(query.size).offset((query.page - 1) * query.size).execute(),
  ]);
  return pageOf(rows.map(toWallReview), query.page, query.size, Number(total));
}

/** GET /api/display/main-reviews: the newest well-rated reviews for the home page, photo reviews first. */
export async function mainReviews(db: Kysely<Database>, viewer: Viewer, limit: number): Promise<{ list: WallReview[] }> {
  const rows = await wallQuery(db, viewer)
    .select(COLUMNS)
    .where('itemReviews.score', '>=', 4)
    .orderBy(sql`case when item_reviews.images <> '[]' then 0 else 1 end`)
    .orderBy('itemReviews.createdAt', 'desc')
    .orderBy('itemReviews.id', 'desc')
    .limit(limit)
    .execute();
  return { list: rows.map(toWallReview) };
}
