import {
  getMessengerMessagesContract, getMessengerSenderContract, messengerAddToCartContract, messengerAllRefundContract, messengerOrderContract,
  messengerRefundContract, messengerReviewContract, messengerWishlistContract,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { requireOperator } from '../../http/operator.ts';
import { registerContract } from '../../http/register-contract.ts';
import { apiError } from '../../http/error-table.ts';
import { requireMember } from '../auth/service.ts';
import { parseRequiredItem } from '../cart/option-part.ts';
import type { TokenMember } from '../auth/tokens.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { recordingMessenger, type MessengerAdapter, type MessengerKind } from './messenger-adapter.ts';

const noStore = (reply: FastifyReply): void => void reply.header('cache-control', 'private, no-store');

/**
 * The messenger channel (spec section 7, prefix /api/kakao/): the member's channel id, and one endpoint per event
 * that sends a message to it through the adapter. A member without a channel gets nothing sent ('NO_CHANNEL').
 */
export function registerMessengerRoutes(app: FastifyInstance, { db }: DatabaseHandle, operatorToken: string | undefined, adapter: MessengerAdapter = recordingMessenger(db)): void {
  const auidOf = async (request: FastifyRequest, owns?: (member: TokenMember) => Promise<boolean>, notFound?: 'ORDER_NOT_FOUND' | 'REVIEW_NOT_FOUND' | 'ITEM_NOT_FOUND'): Promise<string> => {
    const member = await requireMember(db, request);
    // A message may only name the member's own things: someone else's order or review reads as not found.
    if (owns && notFound && !(await owns(member))) throw apiError(notFound);
    const row = await db.selectFrom('messengerChannels').select('auid').where('loginId', '=', member.loginId).executeTakeFirst();
    return row?.auid ?? '';
  };
  type Owned = { owns: (member: TokenMember) => Promise<boolean>; notFound: 'ORDER_NOT_FOUND' | 'REVIEW_NOT_FOUND' | 'ITEM_NOT_FOUND' };
  const send = async (request: FastifyRequest, reply: FastifyReply, kind: MessengerKind, target: string, payload: Record<string, unknown>, owned?: Owned) => {
    const auid = await auidOf(request, owned?.owns, owned?.notFound);
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
  const ownOrder = (orderCode: string): Owned => ({
    notFound: 'ORDER_NOT_FOUND',
    owns: async (member) => !!(await db.selectFrom('orders').select('id').where('orderCode', '=', orderCode).where('memberId', '=', member.id).executeTakeFirst()),
  });
  const ownReview = (id: number): Owned => ({
    notFound: 'REVIEW_NOT_FOUND',
    owns: async (member) => !!(await db.selectFrom('itemReviews').select('id').where('id', '=', id).where('memberId', '=', member.id).executeTakeFirst()),
  });
  const itemExists = (id: number): Owned => ({
    notFound: 'ITEM_NOT_FOUND',
    owns: async () => !!(await db.selectFrom('items').select('id').where('id', '=', id).executeTakeFirst()),
  });

  registerContract(app, messengerAddToCartContract, ({ body }, request, reply) => {
    // Lines in the cart's own encoding only ("{itemId}||{quantity}||{options}"): blank lines and markup (even in a
    // text option: the message shows it) are refused.
    const lines = body.arrayRequiredItems.map((line) => {
      const parsed = /[<>]/.test(line) ? undefined : parseRequiredItem(line);
      if (!parsed) throw apiError('BAD_REQUEST', MESSAGES.cart.invalidLine(line.slice(0, 100)));
      return parsed;
    });
    return send(request, reply, 'ADD_TO_CART', lines.map((line) => line.itemId).join(','), { arrayRequiredItems: body.arrayRequiredItems });
  });
  registerContract(app, messengerWishlistContract, ({ params }, request, reply) => send(request, reply, 'WISHLIST', String(params.id), {}, itemExists(params.id)));
  registerContract(app, messengerOrderContract, ({ params }, request, reply) =>
    send(request, reply, 'ORDER', `${params.orderCode}/${params.orderSequence}`, {}, ownOrder(params.orderCode)));
  registerContract(app, messengerRefundContract, ({ params, body }, request, reply) =>
    send(request, reply, 'REFUND', `${params.orderCode}/${params.orderSequence}`, { claimApplyItemKeys: body.claimApplyItemKeys }, ownOrder(params.orderCode)));
  registerContract(app, messengerAllRefundContract, ({ params }, request, reply) =>
    send(request, reply, 'ALL_REFUND', `${params.orderCode}/${params.orderSequence}`, {}, ownOrder(params.orderCode)));
  registerContract(app, messengerReviewContract, ({ params }, request, reply) => send(request, reply, 'REVIEW', String(params.id), {}, ownReview(params.id)));

  registerContract(app, getMessengerMessagesContract, async ({ query }, request, reply) => {
    requireOperator(request, operatorToken);
    let rows = db.selectFrom('messengerMessages').select(['kind', 'auid', 'target', 'payload', 'createdAt']);
    if (query.auid) rows = rows.where('auid', '=', query.auid);
    const list = await rows.orderBy('id', 'desc').limit(100).execute();
    noStore(reply);
    return { list: list.map(({ createdAt, ...rest }) => ({ ...rest, createdDate: createdAt })) };
  });
}
