import type { AddToCartInput } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { apiError } from '../../http/error-table.ts';
import { visitorIdOf } from '../../http/visitor.ts';
import { MESSAGES } from '../../messages/ko.ts';
import { optionalMember } from '../auth/service.ts';
import { parseRequiredItem, type RequiredItem } from './option-part.ts';

/** The cart owner key of a member. */
export const memberCartOwner = (memberId: number): string => `M:${memberId}`;

/** Owner key of the request's cart: the member ('M:<id>') or the visitor ('V:<SALESONID>'). */
export async function ownerOf(db: DatabaseHandle['db'], request: FastifyRequest): Promise<string | undefined> {
  const member = await optionalMember(db, request);
  if (member) return memberCartOwner(member.id);
  const visitor = visitorIdOf(request);
  return visitor ? `V:${visitor}` : undefined;
}

/** The owner key, or 400 `SALESONID_REQUIRED` when the request names neither a member nor a visitor. */
export async function requireOwner(db: DatabaseHandle['db'], request: FastifyRequest): Promise<string> {
  const owner = await ownerOf(db, request);
  if (!owner) throw apiError('SALESONID_REQUIRED');
  return owner;
}

/** The lines of an add-to-cart or 바로구매 body (400 for a malformed or empty one). */
export function requestedItems(body: AddToCartInput): RequiredItem[] {
  const lines = (body.arrayRequiredItems ?? []).map((line) => {
    const parsed = parseRequiredItem(line.trim());
    if (!parsed) throw apiError('BAD_REQUEST', MESSAGES.cart.invalidLine(line.slice(0, 100)));
    return parsed;
  });
  // Set items carry fixed components, so the set itself is the line.
  const sets = (body.itemSets ?? []).map((set) => ({ itemId: set.itemId, quantity: set.quantity, parts: [] }));
  const all = [...lines, ...sets];
  if (all.length === 0) throw apiError('BAD_REQUEST', MESSAGES.cart.emptyRequest);
  return all;
}
