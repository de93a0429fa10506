import type { FaqPage, Notice, NoticePage } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CS_MESSAGES } from '../../messages/cs.ko.ts';
import { pageOf } from '../item/pagination.ts';

type Db = Kysely<Database>;
const FAQ_TYPES = CS_MESSAGES.faqTypes as Record<string, string>;

/** `%`, `_` and `\` stand for themselves in a LIKE pattern. */
export const likePattern = (words: string): string => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
  const content = rows.map((r) => ({ id: r.id, type: r.faqType, label: FAQ_TYPES[r.faqType] ?? r.faqType, title: r.title, content: r.content }));
  return { types: Object.entries(FAQ_TYPES).map(([id, label]) => ({ id, label })), ...pageOf(content, query.page, query.size, Number(total)) };
}

const toNotice = (r: { id: number; noticeFlag: 'Y' | 'N'; subject: string; content: string; createdAt: string; link: string }): Notice => ({
  noticeId: r.id, noticeFlag: r.noticeFlag, subject: r.subject, content: r.content, createdDate: r.createdAt, link: r.link,
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
