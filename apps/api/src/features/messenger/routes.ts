import {
  getMessengerMessagesContract, getMessengerSenderContract, messengerAddToCartContract, messengerAllRefundContract, messengerOrderContract,
  messengerRefundContract, messengerReviewContract, messengerWishlistContract,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { requireOperator } from '../../http/operator.ts';
import { registerContract } from '../../http/register-contract.ts';
import { requireMember } from '../auth/service.ts';
import { recordingMessenger, type MessengerAdapter, type MessengerKind } from './messenger-adapter.ts';

const noStore = (reply: FastifyReply): void => void reply.header('cache-control', 'private, no-store');

/**
 * The messenger channel (spec section 7, prefix /api/kakao/): the member's channel id, and one endpoint per event
 * that sends a message to it through the adapter. A member without a channel gets nothing sent ('NO_CHANNEL').
 */
export function registerMessengerRoutes(app: FastifyInstance, { db }: DatabaseHandle, operatorToken: string | undefined, adapter: MessengerAdapter = recordingMessenger(db)): void {
  const auidOf = async (request: FastifyRequest): Promise<string> => {
    const member = await requireMember(db, request);
    const row = await db.selectFrom('messengerChannels').select('auid').where('loginId', '=', member.loginId).executeTakeFirst();
    return row?.auid ?? '';
  };
  const send = async (request: FastifyRequest, reply: FastifyReply, kind: MessengerKind, target: string, payload: Record<string, unknown>) => {
    const auid = await auidOf(request);
    noStore(reply);
    if (!auid) return { status: 200, message: 'NO_CHANNEL' };
    await adapter.send({ kind, auid, target, payload });
    return { status: 200, message: 'OK' };
  };

  registerContract(app, getMessengerSenderContract, async (_input, request, reply) => {
    const auid = await auidOf(request);
    noStore(reply);
    return { auid };
  });
  registerContract(app, messengerAddToCartContract, ({ body }, request, reply) =>
    send(request, reply, 'ADD_TO_CART', body.arrayRequiredItems.map((entry) => entry.split('||')[0]).join(','), { arrayRequiredItems: body.arrayRequiredItems }));
  registerContract(app, messengerWishlistContract, ({ params }, request, reply) => send(request, reply, 'WISHLIST', String(params.id), {}));
  registerContract(app, messengerOrderContract, ({ params }, request, reply) => send(request, reply, 'ORDER', `${params.orderCode}/${params.orderSequence}`, {}));
  registerContract(app, messengerRefundContract, ({ params, body }, request, reply) =>
    send(request, reply, 'REFUND', `${params.orderCode}/${params.orderSequence}`, { claimApplyItemKeys: body.claimApplyItemKeys }));
  registerContract(app, messengerAllRefundContract, ({ params }, request, reply) => send(request, reply, 'ALL_REFUND', `${params.orderCode}/${params.orderSequence}`, {}));
  registerContract(app, messengerReviewContract, ({ params }, request, reply) => send(request, reply, 'REVIEW', String(params.id), {}));

  registerContract(app, getMessengerMessagesContract, async ({ query }, request, reply) => {
    requireOperator(request, operatorToken);
    let rows = db.selectFrom('messengerMessages').select(['kind', 'auid', 'target', 'payload', 'createdAt']);
    if (query.auid) rows = rows.where('auid', '=', query.auid);
    const list = await rows.orderBy('id', 'desc').limit(100).execute();
    noStore(reply);
    return { list: list.map(({ createdAt, ...rest }) => ({ ...rest, createdDate: createdAt })) };
  });
}
