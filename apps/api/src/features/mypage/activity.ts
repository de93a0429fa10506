import type { ItemCard, MyGrade, MyItemInquiry, Page } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { fromSeoulTimestamp, toSeoulTimestamp } from '../../lib/dates.ts';
import { COMMUNITY_MESSAGES } from '../../messages/community.ko.ts';
import { cardQuery, toItemCards } from '../item/item-card.ts';
import { pageOf } from '../item/pagination.ts';
import { confirmedTotal } from './dashboard.ts';
import { levelOf, MEMBER_LEVELS } from './grade.ts';

/** A member keeps the 20 most recently viewed items. */
export const RECENT_LIMIT = 20;

/** 나의 등급/혜택: the grade by confirmed purchases, what the next grade needs, and the table. */
export async function myGrade(db: Kysely<Database>, memberId: number): Promise<MyGrade> {
  const total = await confirmedTotal(db, memberId);
  const { level, next } = levelOf(total);
  return {
    userLevel: { levelId: level.levelId, levelName: level.levelName }, totalPurchase: total, nextLevel: next,
    list: MEMBER_LEVELS.map((l) => ({ levelId: l.levelId, levelName: l.levelName, priceStart: l.priceStart, pointRate: l.pointRate, discountRate: l.discountRate })),
  };
}

/** The member's recently viewed items as cards, most recent first (items gone from the shop are left out). */
export async function recentItems(db: Kysely<Database>, memberId: number): Promise<ItemCard[]> {
  const rows = await db.selectFrom('memberRecentItems').select('itemId').where('memberId', '=', memberId).orderBy('viewedAt', 'desc').orderBy('itemId').limit(RECENT_LIMIT).execute();
  const ids = rows.map((r) => r.itemId);
  if (ids.length === 0) return [];
  const cards = await toItemCards(db, await cardQuery(db).where('items.id', 'in', ids).execute());
  return ids.map((id) => cards.find((c) => c.itemId === id)).filter((c) => c !== undefined);
}

/**
 * Merges ids viewed in a browser (most recent first) into the member's list: each becomes newer than what the server
 * had, in the browser's order; unknown items are ignored and only the newest 20 are kept.
 */
export async function mergeRecentItems(handle: DatabaseHandle, memberId: number, itemIds: number[], now = Date.now()): Promise<void> {
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) return;
  await writeTransaction(handle, async (trx) => {
    const known = new Set((await trx.selectFrom('items').select('id').where('id', 'in', unique).execute()).map((r) => r.id));
    // The first id is the most recent: a second apart each, all newer than what the server had (even within a second).
    const newest = await trx.selectFrom('memberRecentItems').select('viewedAt').where('memberId', '=', memberId).orderBy('viewedAt', 'desc').executeTakeFirst();
    const newestMs = newest ? (fromSeoulTimestamp(newest.viewedAt)?.getTime() ?? 0) : 0;
    const top = Math.max(now, newestMs + unique.length * 1000);
    for (const [index, itemId] of unique.filter((id) => known.has(id)).entries()) {
      const viewedAt = toSeoulTimestamp(top - index * 1000);
      await trx.insertInto('memberRecentItems').values({ memberId, itemId, viewedAt })
        .onConflict((oc) => oc.columns(['memberId', 'itemId']).doUpdateSet({ viewedAt })).execute();
    }
    const keep = await trx.selectFrom('memberRecentItems').select('itemId').where('memberId', '=', memberId).orderBy('viewedAt', 'desc').orderBy('itemId').limit(RECENT_LIMIT).execute();
    await trx.deleteFrom('memberRecentItems').where('memberId', '=', memberId).where('itemId', 'not in', keep.map((k) => k.itemId)).execute();
  });
}

/** Removes items from the member's list. */
export async function deleteRecentItems(db: Kysely<Database>, memberId: number, itemIds: number[]): Promise<void> {
  await db.deleteFrom('memberRecentItems').where('memberId', '=', memberId).where('itemId', 'in', itemIds).execute();
}

/** My item questions with their items and answers, newest first; `qnaGroup` keeps one type ('' every type). */
export async function myItemInquiries(db: Kysely<Database>, memberId: number, q: { page: number; size: number; qnaGroup?: string }): Promise<Page<MyItemInquiry>> {
  let base = db.selectFrom('itemInquiries').where('itemInquiries.memberId', '=', memberId);
  if (q.qnaGroup) base = base.where('itemInquiries.qnaGroup', '=', q.qnaGroup);
  const [{ count }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    base.innerJoin('items', 'items.id', 'itemInquiries.itemId')
      .leftJoin('itemImages', (join) => join.onRef('itemImages.itemId', '=', 'items.id').on('itemImages.ordering', '=', 1))
      .select(['itemInquiries.id', 'items.itemUserCode', 'items.name', 'itemImages.path', 'itemInquiries.qnaGroup', 'itemInquiries.subject', 'itemInquiries.question',
        'itemInquiries.secretFlag', 'itemInquiries.answer', 'itemInquiries.answeredAt', 'itemInquiries.createdAt'])
      .orderBy('itemInquiries.createdAt', 'desc').orderBy('itemInquiries.id', 'desc').limit(q.size).offset((q.page - 1) * q.size).execute(),
  ]);
  return pageOf(rows.map((r) => {
    const answered = r.answer !== null && r.answer !== '';
    return {
      id: r.id, itemUserCode: r.itemUserCode, itemName: r.name, itemImage: r.path ?? null, label: COMMUNITY_MESSAGES.qnaGroups[r.qnaGroup] ?? r.qnaGroup,
      subject: r.subject, question: r.question, secretFlag: r.secretFlag, answerFlag: answered ? 'Y' as const : 'N' as const,
      answer: answered ? { answer: r.answer ?? '', date: r.answeredAt ?? '' } : null, date: r.createdAt,
    };
  }), q.page, q.size, Number(count));
}

/** Deletes one of my questions unless it was answered (conditional delete: an answer arriving meanwhile wins). */
export async function deleteMyItemInquiry(db: Kysely<Database>, memberId: number, id: number): Promise<void> {
  const row = await db.selectFrom('itemInquiries').select(['id', 'answer']).where('id', '=', id).where('memberId', '=', memberId).executeTakeFirst();
  if (!row) throw apiError('INQUIRY_NOT_FOUND');
  const deleted = await db.deleteFrom('itemInquiries').where('id', '=', id).where('memberId', '=', memberId)
    .where((eb) => eb.or([eb('answer', 'is', null), eb('answer', '=', '')])).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1) throw apiError('INQUIRY_ANSWERED');
}
