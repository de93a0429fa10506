import type { Review, ReviewPage, ReviewQuery as ClientReviewQuery, ReviewSummary } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { maskLoginId } from '../community/mask.ts';
import { reportedIds, writtenByViewer, type Viewer } from '../community/viewer.ts';
import { pageOf } from '../item/pagination.ts';
import { ImagePathsSchema, readJsonColumn } from '../../db/json-column.ts';

/** The review query once the route's defaults are applied. */
export type ReviewQuery = ClientReviewQuery & { page: number; size: number };

async function itemOf(db: Kysely<Database>, itemUserCode: string) {
  const item = await db
    .selectFrom('items')
    .leftJoin('itemImages', (join) => join.onRef('itemImages.itemId', '=', 'items.id').on('itemImages.ordering', '=', 1))
    .select(['items.id', 'items.itemUserCode', 'items.name', 'itemImages.path'])
    .where('items.itemUserCode', '=', itemUserCode)
    .executeTakeFirst();
  if (!item) throw apiError('ITEM_NOT_FOUND');
  return item;
}

/** Score counts of an item's reviews (every score 5..1 listed, zero when none). */
export function summarize(rows: ReadonlyArray<{ score: number; count: number; photos: number }>): ReviewSummary {
  const totalCount = rows.reduce((s, r) => s + r.count, 0);
  const sum = rows.reduce((s, r) => s + r.score * r.count, 0);
  return {
    totalCount,
    photoCount: rows.reduce((s, r) => s + r.photos, 0),
    averageScore: totalCount === 0 ? 0 : Math.round((sum * 10) / totalCount) / 10,
    scores: [5, 4, 3, 2, 1].map((score) => ({ score, count: rows.find((r) => r.score === score)?.count ?? 0 })),
  };
}

/** A page of an item's reviews, filtered and sorted as asked, plus the summary of all its reviews. */
export async function listReviews(db: Kysely<Database>, viewer: Viewer, query: ReviewQuery): Promise<ReviewPage> {
  const item = await itemOf(db, query.itemUserCode);
  let filtered = db.selectFrom('itemReviews').where('itemId', '=', item.id);
  if (query.photoFlag === 'Y') filtered = filtered.where('images', '<>', '[]');
  if (query.score) filtered = filtered.where('score', '=', query.score);
  const order = query.orderBy === 'LIKE_COUNT' ? 'likeCount' : 'createdAt';
  const [{ total }, rows, stats] = await Promise.all([
    filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    filtered.selectAll().orderBy(order, 'desc').orderBy('id', 'desc').limit(query.size).offset((query.page - 1) * query.size).execute(),
    db
      .selectFrom('itemReviews')
      .select(['score', sql<number>`count(*)`.as('count'), sql<number>`sum(case when images <> '[]' then 1 else 0 end)`.as('photos')])
      .where('itemId', '=', item.id)
      .groupBy('score')
      .execute(),
  ]);
  const reported = await reportedIds(db, viewer, 'REVIEW', rows.map((r) => r.id));
  const content = rows.map((r): Review => {
    const blocked = viewer.blocked.has(r.writerLoginId);
    return {
      itemReviewId: r.id,
      itemId: item.id,
      itemUserCode: item.itemUserCode,
      itemName: item.name,
      itemImageSrc: item.path,
      subject: '',
      content: blocked ? '' : r.content,
      score: r.score,
      images: blocked ? [] : readJsonColumn(ImagePathsSchema, r.images, 'reviews.images'),
      createdDate: r.createdAt,
      maskUsername: maskLoginId(r.writerLoginId),
      options: r.options,
      adminComment: blocked ? '' : r.adminComment,
      likeCount: r.likeCount,
      blockFlag: blocked ? 'Y' : 'N',
      reportFlag: reported.has(r.id) ? 'Y' : 'N',
      writtenMeFlag: writtenByViewer(viewer, r.writerLoginId),
    };
  });
  const summary = summarize(stats.map((s) => ({ score: s.score, count: Number(s.count), photos: Number(s.photos) })));
  return { ...pageOf(content, query.page, query.size, Number(total)), summary };
}
