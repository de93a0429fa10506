import type { MyReview, Page } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { MYPAGE_MESSAGES as M } from '../../messages/mypage.ko.ts';
import type { TokenMember } from '../auth/tokens.ts';
import { pageOf } from '../item/pagination.ts';
import { earnPoints } from './claims.ts';
import { reviewPointOf, reviewWritable } from './claim-rules.ts';
import { periodBounds } from './period.ts';
import { ImagePathsSchema, readJsonColumn } from '../../db/json-column.ts';

type ReviewBody = { score: number; content: string; images: string[] };
type Trx = Parameters<Parameters<typeof writeTransaction>[1]>[0];

/** Moves the item's stored review count and average (in tenths) by one review added (+score) or removed (-score). */
async function adjustItemScore(trx: Trx, itemId: number, score: number, added: boolean, replacedScore?: number): Promise<void> {
  const item = await trx.selectFrom('items').select(['reviewCount', 'reviewScoreTenths']).where('id', '=', itemId).executeTakeFirstOrThrow();
  const total = item.reviewCount * item.reviewScoreTenths;
  if (replacedScore !== undefined) {
    const tenths = item.reviewCount === 0 ? 0 : Math.round((total - replacedScore * 10 + score * 10) / item.reviewCount);
    await trx.updateTable('items').set({ reviewScoreTenths: tenths }).where('id', '=', itemId).execute();
    return;
  }
  const count = Math.max(0, item.reviewCount + (added ? 1 : -1));
  const tenths = count === 0 ? 0 : Math.round((total + (added ? 1 : -1) * score * 10) / count);
  await trx.updateTable('items').set({ reviewCount: count, reviewScoreTenths: Math.max(0, Math.min(50, tenths)) }).where('id', '=', itemId).execute();
}

/**
 * A member reviews a line of their order: only after delivery or confirmation and within 90 days of the order, once
 * per line (a unique index on the line holds even against concurrent posts), earning 1,000P or 2,000P with photos
 * once. The review is on the item page and the review wall as soon as this answers.
 */
export async function writeReview(handle: DatabaseHandle, member: TokenMember, input: ReviewBody & { orderCode: string; itemSequence: number }, now = Date.now()) {
  const { db } = handle;
  const line = await db.selectFrom('orderLines').innerJoin('orders', 'orders.id', 'orderLines.orderId')
    .select(['orderLines.id', 'orderLines.itemId', 'orderLines.options', 'orderLines.quantity', 'orderLines.claimedQuantity', 'orders.status', 'orders.createdAt', 'orders.id as orderId'])
    .where('orders.orderCode', '=', input.orderCode).where('orders.memberId', '=', member.id).where('orderLines.itemSequence', '=', input.itemSequence)
    .executeTakeFirst();
  if (!line) throw apiError('ORDER_NOT_FOUND');
  // A line wholly cancelled or returned (claims of some lines) was never kept: nothing to review.
  if (Number(line.claimedQuantity) >= line.quantity) throw apiError('REVIEW_NOT_ALLOWED');
  if (!reviewWritable(line.status, line.createdAt, now)) {
    const statusOk = ['DELIVERED', 'CONFIRMED', 'EXCHANGED'].includes(line.status);
    throw apiError('REVIEW_NOT_ALLOWED', statusOk ? M.errors.reviewPeriodPassed : undefined);
  }
  const at = toSeoulTimestamp(now);
  try {
    return await writeTransaction(handle, async (trx) => {
      const paid = await trx.updateTable('orderLines').set({ reviewPointPaid: 'Y' }).where('id', '=', line.id).where('reviewPointPaid', '=', 'N').executeTakeFirst();
      const earned = Number(paid.numUpdatedRows) === 1 ? reviewPointOf(input.images) : 0;
      const { id } = await trx.insertInto('itemReviews').values({
        itemId: line.itemId, memberId: member.id, writerLoginId: member.loginId, score: input.score, content: input.content.trim(),
        images: JSON.stringify(input.images), options: line.options, adminComment: '', likeCount: 0, createdAt: at, orderLineId: line.id, earnedPoint: earned,
      }).returning('id').executeTakeFirstOrThrow();
      if (earned > 0) await earnPoints(trx, member.id, earned, 'REVIEW_EARN', line.orderId, at);
      await adjustItemScore(trx, line.itemId, input.score, true);
      return { itemReviewId: id, earnedPoint: earned };
    });
  } catch (error) {
    const exists = await db.selectFrom('itemReviews').select('id').where('orderLineId', '=', line.id).executeTakeFirst();
    if (exists) throw apiError('REVIEW_ALREADY_WRITTEN');
    throw error;
  }
}

/** Edits one of the member's reviews (another's, or an unknown id, is the same 404). */
export async function editReview(handle: DatabaseHandle, memberId: number, id: number, input: ReviewBody): Promise<void> {
  await writeTransaction(handle, async (trx) => {
    const review = await trx.selectFrom('itemReviews').select(['id', 'itemId', 'score']).where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
    if (!review) throw apiError('REVIEW_NOT_FOUND');
    await trx.updateTable('itemReviews').set({ score: input.score, content: input.content.trim(), images: JSON.stringify(input.images) }).where('id', '=', id).execute();
    await adjustItemScore(trx, review.itemId, input.score, true, review.score);
  });
}

/** Deletes one of the member's reviews; its points stay, and a review written again for the line earns none. */
export async function deleteReview(handle: DatabaseHandle, memberId: number, id: number): Promise<void> {
  await writeTransaction(handle, async (trx) => {
    const review = await trx.selectFrom('itemReviews').select(['id', 'itemId', 'score']).where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
    if (!review) throw apiError('REVIEW_NOT_FOUND');
    await trx.deleteFrom('itemReviews').where('id', '=', id).execute();
    await adjustItemScore(trx, review.itemId, review.score, false);
  });
}

/** The member's reviews, newest first, within the period. */
export async function myReviews(db: Kysely<Database>, memberId: number, q: { page: number; size: number; searchStartDate: string; searchEndDate: string }): Promise<Page<MyReview>> {
  const { from, to } = periodBounds(q.searchStartDate, q.searchEndDate);
  let base = db.selectFrom('itemReviews').where('itemReviews.memberId', '=', memberId);
  if (from) base = base.where('itemReviews.createdAt', '>=', from);
  if (to) base = base.where('itemReviews.createdAt', '<=', to);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base.innerJoin('items', 'items.id', 'itemReviews.itemId')
      .leftJoin('itemImages', (join) => join.onRef('itemImages.itemId', '=', 'items.id').on('itemImages.ordering', '=', 1))
      .select(['itemReviews.id', 'itemReviews.itemId', 'items.itemUserCode', 'items.name', 'itemImages.path', 'itemReviews.score', 'itemReviews.content',
        'itemReviews.images', 'itemReviews.options', 'itemReviews.adminComment', 'itemReviews.createdAt', 'itemReviews.earnedPoint'])
      .orderBy('itemReviews.createdAt', 'desc').orderBy('itemReviews.id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute(),
  ]);
  return pageOf(rows.map((r) => ({
    itemReviewId: r.id, itemId: r.itemId, itemUserCode: r.itemUserCode, itemName: r.name, itemImageSrc: r.path ?? null, score: r.score, content: r.content,
    images: readJsonColumn(ImagePathsSchema, r.images, 'reviews.images'), options: r.options, adminComment: r.adminComment, createdDate: r.createdAt, earnedPoint: r.earnedPoint,
  })), q.page, q.size, Number(count));
}
