import { getItemInquiriesContract, getQnaGroupsContract, postItemInquiryContract, QNA_GROUPS } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { COMMUNITY_MESSAGES } from '../../messages/community.ko.ts';
import { requireMember } from '../auth/service.ts';
import { reportedIds, viewerOf } from '../community/viewer.ts';
import { pageOf } from '../item/pagination.ts';
import { toInquiryView } from './inquiry-view.ts';

/** Item Q&A: the item's questions (secret ones hidden from others) and writing one (members). */
export function registerQnaRoutes(app: FastifyInstance, { db }: DatabaseHandle): void {
  registerContract(app, getQnaGroupsContract, () => ({ list: QNA_GROUPS.map((id) => ({ id, label: COMMUNITY_MESSAGES.qnaGroups[id] ?? id })) }));

  registerContract(app, getItemInquiriesContract, async ({ params, query }, request, reply) => {
      const item = await db.selectFrom('items').select('id').where('itemUserCode', '=', params.itemUserCode).executeTakeFirst();
      if (!item) throw apiError('ITEM_NOT_FOUND');
      const viewer = await viewerOf(db, request);
      if (viewer.member) void reply.header('cache-control', 'private, no-store');
      const { page, size } = query;
      const [{ total }, rows] = await Promise.all([
        db.selectFrom('itemInquiries').select(sql<number>`count(*)`.as('total')).where('itemId', '=', item.id).executeTakeFirstOrThrow(),
        db.selectFrom('itemInquiries').selectAll().where('itemId', '=', item.id).orderBy('createdAt', 'desc').orderBy('id', 'desc')
          .limit(size).offset((page - 1) * size).execute(),
      ]);
      const reported = await reportedIds(db, viewer, 'QNA', rows.map((r) => r.id));
      return pageOf(rows.map((r) => toInquiryView(r, viewer, reported)), page, size, Number(total));
  });

  registerContract(app, postItemInquiryContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    const item = await db.selectFrom('items').select('id').where('id', '=', body.itemId).executeTakeFirst();
    if (!item) throw apiError('ITEM_NOT_FOUND');
    await db
      .insertInto('itemInquiries')
      .values({
        itemId: item.id, memberId: member.id, writerLoginId: member.loginId, qnaGroup: body.qnaGroup ?? 'ITEM',
        subject: body.subject.trim(), question: body.question.trim(), // the contract refuses blank text
        secretFlag: body.secretFlag ?? 'N', answer: null, answeredAt: null, createdAt: toSeoulTimestamp(Date.now()),
      })
      .execute();
    return { status: 200, message: 'OK' };
  });
}
