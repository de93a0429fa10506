import type { ReportContentType } from '@shop/api-client';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { COMMUNITY_FIELD_LABELS, COMMUNITY_MESSAGES } from '../../messages/community.ko.ts';
import { requireMember } from '../auth/service.ts';

const CONTENT_TYPES = COMMUNITY_MESSAGES.contentTypes.map((t) => t.code);
const REASON_TYPES = COMMUNITY_MESSAGES.reportReasons.map((r) => r.code);

const target = {
  reportContentType: { type: 'string', enum: CONTENT_TYPES },
  contentId: { type: 'integer', minimum: 1, maximum: 2147483647 },
} as const;

const reportSchema = {
  body: {
    type: 'object',
    required: ['reportContentType', 'reportReasonType', 'contentId', 'content'],
    properties: { ...target, reportReasonType: { type: 'string', enum: REASON_TYPES }, content: { type: 'string', minLength: 1, maxLength: 1000 } },
  },
} as const;

const blockSchema = { body: { type: 'object', required: ['reportContentType', 'contentId'], properties: target } } as const;

type Target = { reportContentType: ReportContentType; contentId: number };

/** The login id of the writer of a post; 404 when there is no such post. */
export async function authorOf(db: Kysely<Database>, { reportContentType, contentId }: Target): Promise<string> {
  const table = reportContentType === 'REVIEW' ? 'itemReviews' : reportContentType === 'QNA' ? 'itemInquiries' : 'eventReplies';
  const row = await db.selectFrom(table).select('writerLoginId').where('id', '=', contentId).executeTakeFirst();
  if (!row) throw notFound(COMMUNITY_MESSAGES.errors.contentNotFound, 'CONTENT_NOT_FOUND');
  return row.writerLoginId;
}

/** Reports (stored once per member and post) and blocking or unblocking a post's writer. */
export function registerReportRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  app.get('/api/common/report/init', async () => ({
    contentTypes: COMMUNITY_MESSAGES.contentTypes,
    reasonTypes: COMMUNITY_MESSAGES.reportReasons,
  }));

  app.post<{ Body: Target & { reportReasonType: string; content: string } }>('/api/common/report', { schema: reportSchema }, async (request) => {
    const member = await requireMember(db, request);
    const author = await authorOf(db, request.body);
    if (author === member.loginId) throw badRequest(COMMUNITY_MESSAGES.errors.selfReport, 'SELF_REPORT');
    const content = request.body.content.trim();
    if (!content) throw badRequest(COMMUNITY_MESSAGES.errors.blank(COMMUNITY_FIELD_LABELS.content ?? 'content'), 'BAD_REQUEST');
    const existing = await db.selectFrom('contentReports').select('id').where('memberId', '=', member.id)
      .where('contentType', '=', request.body.reportContentType).where('contentId', '=', request.body.contentId).executeTakeFirst();
    if (existing) throw badRequest(COMMUNITY_MESSAGES.errors.alreadyReported, 'ALREADY_REPORTED');
    await db.insertInto('contentReports').values({
      memberId: member.id, contentType: request.body.reportContentType, contentId: request.body.contentId,
      reasonType: request.body.reportReasonType, content, createdAt: toSeoulTimestamp(Date.now()),
    }).execute();
    return { status: 'OK' };
  });

  app.post<{ Body: Target }>('/api/common/block', { schema: blockSchema }, async (request) => {
    const member = await requireMember(db, request);
    const author = await authorOf(db, request.body);
    if (author === member.loginId) throw badRequest(COMMUNITY_MESSAGES.errors.selfBlock, 'SELF_BLOCK');
    const existing = await db.selectFrom('memberBlocks').select('id').where('memberId', '=', member.id).where('blockedLoginId', '=', author).executeTakeFirst();
    if (!existing) {
      await db.insertInto('memberBlocks').values({ memberId: member.id, blockedLoginId: author, createdAt: toSeoulTimestamp(Date.now()) }).execute();
    }
    return { status: 'OK' };
  });

  app.post<{ Body: Target }>('/api/common/unblock', { schema: blockSchema }, async (request) => {
    const member = await requireMember(db, request);
    const author = await authorOf(db, request.body);
    const result = await db.deleteFrom('memberBlocks').where('memberId', '=', member.id).where('blockedLoginId', '=', author).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw badRequest(COMMUNITY_MESSAGES.errors.notBlocked, 'NOT_BLOCKED');
    return { status: 'OK' };
  });
}
