import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { bearerTokenOf, visitorIdOf } from '../../http/visitor.ts';
import { guestOrderOfToken, guestScopeOfToken, isGuestToken } from '../mypage/guest-token.ts';
import { optionalMember } from '../auth/service.ts';
import type { TokenMember } from '../auth/tokens.ts';

/** Who is ordering: a member ('M:<id>'), or a guest known by the SALESONID visitor id ('V:<id>'). */
export type OrderOwner = { ownerKey: string; member: TokenMember | undefined };

/** The request's orderer; 400 `SALESONID_REQUIRED` when it names neither, 401 for a bad token. */
export async function orderOwner(db: Kysely<Database>, request: FastifyRequest): Promise<OrderOwner> {
  const member = await optionalMember(db, request);
  if (member) return { ownerKey: `M:${member.id}`, member };
  // A guest signed in through the order lookup acts on that order whichever browser placed it.
  const token = bearerTokenOf(request);
  if (token !== undefined && isGuestToken(token)) {
    const guestOrder = await guestOrderOfToken(db, token);
    if (guestOrder) return { ownerKey: guestOrder.ownerKey, member: undefined };
    // A guest signed in by name, phone and SMS code sees several orders and owns none of them here: the browser's
    // visitor id orders as before (주문취소 and my page's claims reach those orders through the lookup's scope).
    if (!(await guestScopeOfToken(db, token))) throw apiError('INVALID_TOKEN');
  }
  const visitor = visitorIdOf(request);
  if (!visitor) throw apiError('SALESONID_REQUIRED');
  return { ownerKey: `V:${visitor}`, member: undefined };
}
