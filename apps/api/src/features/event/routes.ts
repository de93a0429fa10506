import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { COMMUNITY_FIELD_LABELS, COMMUNITY_MESSAGES } from '../../messages/community.ko.ts';
import { requireMember } from '../auth/service.ts';
import { maskLoginId } from '../community/mask.ts';
import { reportedIds, viewerOf, writtenByViewer } from '../community/viewer.ts';
import { pageOf } from '../item/pagination.ts';
import { getEvent, listEvents } from './event-service.ts';
import { eventStatus } from './event-status.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const page = { type: 'integer', minimum: 1, maximum: 100000, default: 1 } as const;

async function requireEvent(db: DatabaseHandle['db'], eventId: number) {
  const event = await db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!event) throw notFound(COMMUNITY_MESSAGES.errors.eventNotFound, 'EVENT_NOT_FOUND');
  return event;
}

/** Events: list (10 per page), detail with grouped items, comments (5 per page) and writing one (members). */
export function registerEventRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  const now = () => toSeoulTimestamp(Date.now());

  app.get<{ Querystring: { page: number; size: number; limit?: number } }>(
    '/api/event',
    { schema: { querystring: { type: 'object', properties: { page, size: { type: 'integer', minimum: 1, maximum: 50, default: 10 }, limit: { type: 'integer', minimum: 1, maximum: 50 } } } } },
    (request) => listEvents(db, request.query.page, request.query.limit ?? request.query.size, now()),
  );

  app.get<{ Querystring: { featuredId: number; page: number; itemsPerPage: number } }>(
    '/api/event/replies',
    { schema: { querystring: { type: 'object', required: ['featuredId'], properties: { featuredId: id, page, itemsPerPage: { type: 'integer', minimum: 1, maximum: 50, default: 5 } } } } },
    async (request, reply) => {
      const { featuredId, page: current, itemsPerPage: size } = request.query;
      await requireEvent(db, featuredId);
      const viewer = await viewerOf(db, request);
      if (viewer.member) void reply.header('cache-control', 'private, no-store');
      const base = db.selectFrom('eventReplies').where('eventId', '=', featuredId);
      const [{ total }, rows] = await Promise.all([
        base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
        base.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(size).offset((current - 1) * size).execute(),
      ]);
      const reported = await reportedIds(db, viewer, 'FEATURED', rows.map((r) => r.id));
      const content = rows.map((r) => {
        const blocked = viewer.blocked.has(r.writerLoginId);
        return {
          id: r.id,
          loginId: maskLoginId(r.writerLoginId),
          content: blocked ? '' : r.content,
          date: r.createdAt,
          blockFlag: blocked ? 'Y' : 'N',
          reportFlag: reported.has(r.id) ? 'Y' : 'N',
          writtenMeFlag: writtenByViewer(viewer, r.writerLoginId),
        };
      });
      return pageOf(content, current, size, Number(total));
    },
  );

  app.post<{ Body: { featuredId: number; replyContent: string } }>(
    '/api/event/reply',
    { schema: { body: { type: 'object', required: ['featuredId', 'replyContent'], properties: { featuredId: id, replyContent: { type: 'string', minLength: 1, maxLength: 500 } } } } },
    async (request) => {
      const member = await requireMember(db, request);
      const event = await requireEvent(db, request.body.featuredId);
      if (event.replyUsedFlag !== 'Y') throw badRequest(COMMUNITY_MESSAGES.errors.repliesClosed, 'REPLY_NOT_ALLOWED');
      if (eventStatus(event, now()) !== 'PROGRESS') throw badRequest(COMMUNITY_MESSAGES.errors.eventEnded, 'EVENT_NOT_RUNNING');
      const content = request.body.replyContent.trim();
      if (!content) throw badRequest(COMMUNITY_MESSAGES.errors.blank(COMMUNITY_FIELD_LABELS.replyContent ?? 'replyContent'));
      await db.insertInto('eventReplies').values({ eventId: event.id, memberId: member.id, writerLoginId: member.loginId, content, createdAt: now() }).execute();
      return { status: 200 };
    },
  );

  app.get<{ Params: { id: number } }>('/api/event/:id', { schema: { params: { type: 'object', required: ['id'], properties: { id } } } }, (request) =>
    getEvent(db, request.params.id, now()),
  );
}
