import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { COMMUNITY_FIELD_LABELS, COMMUNITY_MESSAGES } from '../../messages/community.ko.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { requireMember } from '../auth/service.ts';
import { reportedIds, viewerOf } from '../community/viewer.ts';
import { pageOf } from '../item/pagination.ts';
import { toInquiryView } from './inquiry-view.ts';

const QNA_GROUP_IDS = Object.keys(COMMUNITY_MESSAGES.qnaGroups);

const listSchema = {
  params: { type: 'object', required: ['itemUserCode'], properties: { itemUserCode: { type: 'string', minLength: 1, maxLength: 50 } } },
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      size: { type: 'integer', minimum: 1, maximum: 50, default: 5 },
    },
  },
} as const;

const writeSchema = {
  body: {
    type: 'object',
    required: ['itemId', 'subject', 'question'],
    properties: {
      itemId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      qnaGroup: { type: 'string', enum: QNA_GROUP_IDS },
      subject: { type: 'string', minLength: 1, maxLength: 100 },
      question: { type: 'string', minLength: 1, maxLength: 2000 },
      secretFlag: { type: 'string', enum: ['Y', 'N'] },
    },
  },
} as const;

type WriteBody = { itemId: number; qnaGroup?: string; subject: string; question: string; secretFlag?: 'Y' | 'N' };

function requireText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest(COMMUNITY_MESSAGES.errors.blank(COMMUNITY_FIELD_LABELS[field] ?? field));
  return text;
}

/** Item Q&A: the item's questions (secret ones hidden from others) and writing one (members). */
export function registerQnaRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  app.get('/api/qna/qna-groups', async () => ({ list: QNA_GROUP_IDS.map((id) => ({ id, label: COMMUNITY_MESSAGES.qnaGroups[id] })) }));

  app.get<{ Params: { itemUserCode: string }; Querystring: { page: number; size: number } }>(
    '/api/item/:itemUserCode/inquiry',
    { schema: listSchema },
    async (request, reply) => {
      const item = await db.selectFrom('items').select('id').where('itemUserCode', '=', request.params.itemUserCode).executeTakeFirst();
      if (!item) throw notFound(MESSAGES.item.notFound, 'ITEM_NOT_FOUND');
      const viewer = await viewerOf(db, request);
      if (viewer.member) void reply.header('cache-control', 'private, no-store');
      const { page, size } = request.query;
      const [{ total }, rows] = await Promise.all([
        db.selectFrom('itemInquiries').select(sql<number>`count(*)`.as('total')).where('itemId', '=', item.id).executeTakeFirstOrThrow(),
        db.selectFrom('itemInquiries').selectAll().where('itemId', '=', item.id).orderBy('createdAt', 'desc').orderBy('id', 'desc')
          .limit(size).offset((page - 1) * size).execute(),
      ]);
      const reported = await reportedIds(db, viewer, 'QNA', rows.map((r) => r.id));
      return pageOf(rows.map((r) => toInquiryView(r, viewer, reported)), page, size, Number(total));
    },
  );

  app.post<{ Body: WriteBody }>('/api/qna/item-inquiry', { schema: writeSchema }, async (request) => {
    const member = await requireMember(db, request);
    const body = request.body;
    const item = await db.selectFrom('items').select('id').where('id', '=', body.itemId).executeTakeFirst();
    if (!item) throw notFound(MESSAGES.item.notFound, 'ITEM_NOT_FOUND');
    await db
      .insertInto('itemInquiries')
      .values({
        itemId: item.id, memberId: member.id, writerLoginId: member.loginId, qnaGroup: body.qnaGroup ?? 'ITEM',
        subject: requireText(body.subject, 'subject'), question: requireText(body.question, 'question'),
        secretFlag: body.secretFlag ?? 'N', answer: null, answeredAt: null, createdAt: toSeoulTimestamp(Date.now()),
      })
      .execute();
    return { status: 200, message: 'OK' };
  });
}
