import { blockContract, getReportInitContract, postReportContract, unblockContract, type ReportContentType } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { COMMUNITY_MESSAGES } from '../../messages/community.ko.ts';
import { requireMember } from '../auth/service.ts';

type Target = { reportContentType: ReportContentType; contentId: number };

/** The login id of the writer of a post; 404 when there is no such post. */
export async function authorOf(db: Kysely<Database>, { reportContentType, contentId }: Target): Promise<string> {
  const table = reportContentType === 'REVIEW' ? 'itemReviews' : reportContentType === 'QNA' ? 'itemInquiries' : 'eventReplies';
  const row = await db.selectFrom(table).select('writerLoginId').where('id', '=', contentId).executeTakeFirst();
  if (!row) throw apiError('CONTENT_NOT_FOUND');
  return row.writerLoginId;
}

/** Reports (stored once per member and post) and blocking or unblocking a post's writer. */
export function registerReportRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getReportInitContract, () => ({
    contentTypes: COMMUNITY_MESSAGES.contentTypes,
    reasonTypes: COMMUNITY_MESSAGES.reportReasons,
  }));

  registerContract(app, postReportContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    const author = await authorOf(db, body);
    if (author === member.loginId) throw apiError('SELF_REPORT');
    const content = body.content.trim(); // the contract refuses blank text
    const existing = await db.selectFrom('contentReports').select('id').where('memberId', '=', member.id)
      .where('contentType', '=', body.reportContentType).where('contentId', '=', body.contentId).executeTakeFirst();
    if (existing) throw apiError('ALREADY_REPORTED');
    await db.insertInto('contentReports').values({
      memberId: member.id, contentType: body.reportContentType, contentId: body.contentId,
      reasonType: body.reportReasonType, content, createdAt: toSeoulTimestamp(Date.now()),
    }).execute();
    return { status: 'OK' as const };
  });

  registerContract(app, blockContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    const author = await authorOf(db, body);
    if (author === member.loginId) throw apiError('SELF_BLOCK');
    const existing = await db.selectFrom('memberBlocks').select('id').where('memberId', '=', member.id).where('blockedLoginId', '=', author).executeTakeFirst();
    if (!existing) {
      await db.insertInto('memberBlocks').values({ memberId: member.id, blockedLoginId: author, createdAt: toSeoulTimestamp(Date.now()) }).execute();
    }
    return { status: 'OK' as const };
  });

  registerContract(app, unblockContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    const author = await authorOf(db, body);
    const result = await db.deleteFrom('memberBlocks').where('memberId', '=', member.id).where('blockedLoginId', '=', author).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw apiError('NOT_BLOCKED');
    return { status: 'OK' as const };
  });
}
