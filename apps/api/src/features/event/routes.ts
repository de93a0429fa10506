import { getEventContract, getEventRepliesContract, getEventsContract, postEventReplyContract } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { requireMember } from '../auth/service.ts';
import { maskLoginId } from '../community/mask.ts';
import { reportedIds, viewerOf, writtenByViewer } from '../community/viewer.ts';
import { pageOf } from '../item/pagination.ts';
import { getEvent, listEvents } from './event-service.ts';
import { eventStatus } from './event-status.ts';

async function requireEvent(db: DatabaseHandle['db'], eventId: number) {
  const event = await db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!event) throw apiError('EVENT_NOT_FOUND');
  return event;
}

/** Events: list (10 per page), detail with grouped items, comments (5 per page) and writing one (members). */
export function registerEventRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  const now = () => toSeoulTimestamp(Date.now());

  registerContract(app, getEventsContract, ({ query }) => listEvents(db, query.page, query.limit ?? query.size, now()));

  registerContract(app, getEventRepliesContract, async ({ query }, request, reply) => {
      const { featuredId, page: current, itemsPerPage: size } = query;
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
  });

  registerContract(app, postEventReplyContract, async ({ body }, request) => {
      const member = await requireMember(db, request);
      const event = await requireEvent(db, body.featuredId);
      if (event.replyUsedFlag !== 'Y') throw apiError('REPLY_NOT_ALLOWED');
      if (eventStatus(event, now()) !== 'PROGRESS') throw apiError('EVENT_NOT_RUNNING');
      const content = body.replyContent.trim(); // the contract refuses blank text
      await db.insertInto('eventReplies').values({ eventId: event.id, memberId: member.id, writerLoginId: member.loginId, content, createdAt: now() }).execute();
      return { status: 200 };
  });

  registerContract(app, getEventContract, ({ params }) => getEvent(db, params.id, now()));
}
