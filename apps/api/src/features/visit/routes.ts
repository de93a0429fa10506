import { getVisitStatsContract, postPageViewContract, postUniqueVisitContract } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { requireOperator } from '../../http/operator.ts';
import { registerContract } from '../../http/register-contract.ts';
import { visitorIdOf } from '../../http/visitor.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

const OK = { status: 200, message: 'OK' };

/** Visit answers are never cached (spec section 7). */
const noStore = (reply: FastifyReply): void => void reply.header('cache-control', 'no-store');

/** The visitor of a visit call: the body's id, else the SALESONID header; 400 without either. */
function visitorOf(bodyId: string | undefined, request: FastifyRequest): string {
  const visitorId = bodyId ?? visitorIdOf(request);
  if (!visitorId) throw apiError('SALESONID_REQUIRED');
  return visitorId;
}

/** POST /api/visit/uv and /pv (spec sections 4 and 7) and the operator's count, GET /api/ops/visits. */
export function registerVisitRoutes(app: FastifyInstance, { db }: DatabaseHandle, operatorToken: string | undefined): void {
  registerContract(app, postUniqueVisitContract, async ({ body }, request, reply) => {
    const visitorId = visitorOf(body.visitorId, request);
    await db.insertInto('visitors').values({ visitorId, createdAt: toSeoulTimestamp(Date.now()) }).onConflict((oc) => oc.column('visitorId').doNothing()).execute();
    noStore(reply);
    return OK;
  });

  registerContract(app, postPageViewContract, async ({ body }, request, reply) => {
    const visitorId = visitorOf(body.visitorId, request);
    await db.insertInto('pageViews').values({ visitorId, uri: body.uri, createdAt: toSeoulTimestamp(Date.now()) }).execute();
    noStore(reply);
    return OK;
  });

  registerContract(app, getVisitStatsContract, async ({ query }, request, reply) => {
    requireOperator(request, operatorToken);
    let views = db.selectFrom('pageViews');
    if (query.visitorId) views = views.where('visitorId', '=', query.visitorId);
    if (query.uri) views = views.where('uri', '=', query.uri);
    let visitors = db.selectFrom('visitors');
    if (query.visitorId) visitors = visitors.where('visitorId', '=', query.visitorId);
    const count = sql<number | string>`count(*)`.as('total');
    const [uv, pv, byUri] = await Promise.all([
      visitors.select(count).executeTakeFirstOrThrow(),
      views.select(count).executeTakeFirstOrThrow(),
      views.select(['uri', count]).groupBy('uri').orderBy('total', 'desc').orderBy('uri').limit(50).execute(),
    ]);
    noStore(reply);
    return { uniqueVisitors: Number(uv.total), pageViews: Number(pv.total), byUri: byUri.map((r) => ({ uri: r.uri, pageViews: Number(r.total) })) };
  });
}
