import type { Faq, FaqPage, FaqType, Notice, NoticePage, YesNo } from '@shop/contracts';
import { safeLink } from '@shop/validators';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { CS_MESSAGES } from '../../messages/cs.ko.ts';
import { pageOf } from '../item/pagination.ts';

type Db = Kysely<Database>;
const FAQ_TYPES = CS_MESSAGES.faqTypes as Record<string, string>;

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export const likePattern = (words: string): string => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toFaq = (r: { id: number; faqType: string; title: string; content: string }): Faq => ({ id: r.id, type: r.faqType, label: FAQ_TYPES[r.faqType] ?? r.faqType, title: r.title, content: r.content });

/** FAQ of one type (every type when empty) whose title or answer contains the words, in the operator's order. */
export async function faqPage(db: Db, query: { faqType: string; query: string; page: number; size: number }): Promise<FaqPage> {
  let base = db.selectFrom('faqs');
  if (query.faqType) base = base.where('faqType', '=', query.faqType);
  const words = query.query.trim();
  if (words) {
    const pattern = likePattern(words.toLowerCase());
    base = base.where((eb) => eb.or([eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`), eb(sql`lower(content)`, 'like', sql`${pattern} escape '\\'`)]));
  }
  const [{ total }, rows] = await Promise.all([
    base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('ordering').orderBy('id').limit(query.size).offset((query.page - 1) * query.size).execute(),
  ]);
  const content = rows.map(toFaq);
  return { types: Object.entries(FAQ_TYPES).map(([id, label]) => ({ id, label })), ...pageOf(content, query.page, query.size, Number(total)) };
}

const toNotice = (r: { id: number; noticeFlag: 'Y' | 'N'; subject: string; content: string; createdAt: string; link: string }): Notice => ({
  noticeId: r.id, noticeFlag: r.noticeFlag, subject: r.subject, content: r.content, createdDate: r.createdAt, link: safeLink(r.link),
});

/** Pinned notices (on every page) and a page of the others, newest first. */
export async function noticePage(db: Db, page: number, size: number): Promise<NoticePage> {
  const others = db.selectFrom('notices').where('noticeFlag', '=', 'N');
  const [pinned, { total }, rows] = await Promise.all([
    db.selectFrom('notices').selectAll().where('noticeFlag', '=', 'Y').orderBy('createdAt', 'desc').orderBy('id', 'desc').execute(),
    others.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    others.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
  ]);
  return { pinned: pinned.map(toNotice), ...pageOf(rows.map(toNotice), page, size, Number(total)) };
}

type FaqInput = { faqType: FaqType; title: string; content: string; ordering: number };

/** Adds an FAQ entry (operator). */
export async function createFaq(db: Db, input: FaqInput, now = Date.now()): Promise<Faq> {
  const row = await db.insertInto('faqs').values({ ...input, createdAt: toSeoulTimestamp(now) }).returningAll().executeTakeFirstOrThrow();
  return toFaq(row);
}

/** Replaces an FAQ entry (operator). */
export async function updateFaq(db: Db, id: number, input: FaqInput): Promise<Faq> {
  const row = await db.updateTable('faqs').set(input).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw apiError('CONTENT_NOT_FOUND');
  return toFaq(row);
}

/** Removes an FAQ entry (operator). */
export async function deleteFaq(db: Db, id: number): Promise<{ status: 'OK' }> {
  const { numDeletedRows } = await db.deleteFrom('faqs').where('id', '=', id).executeTakeFirst();
  if (Number(numDeletedRows) !== 1) throw apiError('CONTENT_NOT_FOUND');
  return { status: 'OK' };
}

type NoticeInput = { subject: string; content: string; link: string; noticeFlag: YesNo };

/** Publishes a notice now (operator); `noticeFlag` Y pins it. */
export async function createNotice(db: Db, input: NoticeInput, now = Date.now()): Promise<Notice> {
  const row = await db.insertInto('notices').values({ ...input, createdAt: toSeoulTimestamp(now) }).returningAll().executeTakeFirstOrThrow();
  return toNotice(row);
}

/** Replaces a notice's text, link and pin (operator); its date stays. */
export async function updateNotice(db: Db, id: number, input: NoticeInput): Promise<Notice> {
  const row = await db.updateTable('notices').set(input).where('id', '=', id).returningAll().executeTakeFirst();
  if (!row) throw apiError('CONTENT_NOT_FOUND');
  return toNotice(row);
}

/** Removes a notice (operator). */
export async function deleteNotice(db: Db, id: number): Promise<{ status: 'OK' }> {
  const { numDeletedRows } = await db.deleteFrom('notices').where('id', '=', id).executeTakeFirst();
  if (Number(numDeletedRows) !== 1) throw apiError('CONTENT_NOT_FOUND');
  return { status: 'OK' };
}
