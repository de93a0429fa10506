import { getVisitStatsContract, postPageViewContract, postUniqueVisitContract, postVisitBatchContract } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { requireOperator } from '../../http/operator.ts';
import { registerContract } from '../../http/register-contract.ts';
import { visitorIdOf } from '../../http/visitor.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { recordViews } from './record-views.ts';

const OK = { status: 200, message: 'OK' };

/** Visit answers are never cached (spec section 7). */
const noStore = (reply: FastifyReply): void => void reply.header('cache-control', 'no-store');

/** The visitor of a visit call: the body's id, else the SALESONID header; 400 without either. */
function visitorOf(bodyId: string | undefined, request: FastifyRequest): string {
  const visitorId = bodyId ?? visitorIdOf(request);
  if (!visitorId) throw apiError('SALESONID_REQUIRED');
  return visitorId;
}

/**
 * POST /api/visit/uv, /pv and /batch (spec sections 4 and 7; the shell sends its server-rendered views in batches,
 * browsers their client-side navigations one by one) and the operator's count, GET /api/ops/visits.
 */
export function registerVisitRoutes(app: FastifyInstance, handle: DatabaseHandle, operatorToken: string | undefined): void {
  const { db } = handle;
  registerContract(app, postUniqueVisitContract, async ({ body }, request, reply) => {
    const visitorId = visitorOf(body.visitorId, request);
    await db.insertInto('visitors').values({ visitorId, createdAt: toSeoulTimestamp(Date.now()) }).onConflict((oc) => oc.column('visitorId').doNothing()).execute();
    noStore(reply);
    return OK;
  });

  registerContract(app, postPageViewContract, async ({ body }, request, reply) => {
    const visitorId = visitorOf(body.visitorId, request);
    await writeTransaction(handle, (trx) => recordViews(trx, [{ visitorId, uri: body.uri }], toSeoulTimestamp(Date.now())));
    noStore(reply);
    return OK;
  });

  registerContract(app, postVisitBatchContract, async ({ body }, _request, reply) => {
    await writeTransaction(handle, (trx) => recordViews(trx, body.views, toSeoulTimestamp(Date.now())));
    noStore(reply);
    return { ...OK, recorded: body.views.length };
  });

  registerContract(app, getVisitStatsContract, async ({ query }, request, reply) => {
    requireOperator(request, operatorToken);
    const count = sql<number | string>`count(*)`.as('total');
    let visitors = db.selectFrom('visitors');
    if (query.visitorId) visitors = visitors.where('visitorId', '=', query.visitorId);
    const uv = visitors.select(count).executeTakeFirstOrThrow();
    noStore(reply);
    if (query.visitorId) {
      // One visitor's views: their own rows (indexed by visitor).
      let views = db.selectFrom('pageViews').where('visitorId', '=', query.visitorId);
      if (query.uri) views = views.where('uri', '=', query.uri);
      const [visitorsTotal, pv, byUri] = await Promise.all([
        uv,
        views.select(count).executeTakeFirstOrThrow(),
        views.select(['uri', count]).groupBy('uri').orderBy('total', 'desc').orderBy('uri').limit(50).execute(),
      ]);
      return { uniqueVisitors: Number(visitorsTotal.total), pageViews: Number(pv.total), byUri: byUri.map((r) => ({ uri: r.uri, pageViews: Number(r.total) })) };
    }
    // Everyone's views: the daily counts per path (migration 0050), one row per day and path whatever the traffic.
    let daily = db.selectFrom('pageViewDaily');
    if (query.uri) daily = daily.where('uri', '=', query.uri);
    const sum = sql<number | string | null>`sum(views)`.as('total');
    const [visitorsTotal, pv, byUri] = await Promise.all([
      uv,
      daily.select(sum).executeTakeFirstOrThrow(),
      daily.select(['uri', sum]).groupBy('uri').orderBy('total', 'desc').orderBy('uri').limit(50).execute(),
    ]);
    return { uniqueVisitors: Number(visitorsTotal.total), pageViews: Number(pv.total ?? 0), byUri: byUri.map((r) => ({ uri: r.uri, pageViews: Number(r.total) })) };
  });
}
