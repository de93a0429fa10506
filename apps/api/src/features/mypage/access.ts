import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderTable } from '../../db/schema-orders.ts';
import { apiError } from '../../http/error-table.ts';
import { bearerTokenOf } from '../../http/visitor.ts';
import { memberOfToken, type TokenMember } from '../auth/tokens.ts';
import { guestOrdersWhere, guestScopeOfToken, isGuestToken, type GuestScope } from './guest-token.ts';

/**
 * Who is asking about orders: a member, or a guest signed in through the lookup (who may see one order, or every
 * guest order of the name and phone verified by SMS).
 */
export type Shopper = { kind: 'member'; member: TokenMember } | { kind: 'guest'; scope: GuestScope };

/** The shopper of the request's bearer token: 401 without one, or for a bad or expired token. */
export async function requireShopper(db: Kysely<Database>, request: FastifyRequest): Promise<Shopper> {
  const token = bearerTokenOf(request);
  if (token === undefined) throw apiError('UNAUTHORIZED');
  if (isGuestToken(token)) {
    const scope = await guestScopeOfToken(db, token);
    if (!scope) throw apiError('INVALID_TOKEN');
    return { kind: 'guest', scope };
  }
  const member = await memberOfToken(db, token);
  if (!member) throw apiError('INVALID_TOKEN');
  return { kind: 'member', member };
}

/** One of the shopper's own orders by its number; another's (or an unknown number) is the same 404. */
export async function ownOrder(db: Kysely<Database>, shopper: Shopper, orderCode: string): Promise<Selectable<OrderTable>> {
  let query = db.selectFrom('orders').selectAll().where('orderCode', '=', orderCode);
  query = shopper.kind === 'member' ? query.where('memberId', '=', shopper.member.id) : query.where(guestOrdersWhere(shopper.scope));
  const order = await query.executeTakeFirst();
  if (!order) throw apiError('ORDER_NOT_FOUND');
  return order;
}
