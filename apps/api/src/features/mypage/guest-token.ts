import { randomBytes } from 'node:crypto';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { tokenHash } from '../auth/tokens.ts';

/** Guest tokens start with this (never in a member token: those are base64url), so the two never mix. */
export const GUEST_TOKEN_PREFIX = 'guest.';

/** A guest lookup stays signed in for a day. */
export const GUEST_TOKEN_TTL_MS = 24 * 3600_000;

/** Whether a bearer token is a guest lookup token. */
export function isGuestToken(token: string): boolean {
  return token.startsWith(GUEST_TOKEN_PREFIX);
}

/** Stores (the hash of) a new token for one guest order and returns it. */
export async function issueGuestToken(db: Kysely<Database>, orderId: number, now = Date.now()): Promise<string> {
  const token = GUEST_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  await db.insertInto('guestTokens')
    .values({ tokenHash: tokenHash(token), orderId, createdAt: toSeoulTimestamp(now), expiresAt: toSeoulTimestamp(now + GUEST_TOKEN_TTL_MS) })
    .execute();
  return token;
}

/** The guest order of a valid, unexpired token; undefined otherwise. */
export async function guestOrderOfToken(db: Kysely<Database>, token: string, now = Date.now()) {
  if (!isGuestToken(token)) return undefined;
  return db.selectFrom('guestTokens').innerJoin('orders', 'orders.id', 'guestTokens.orderId')
    .select(['orders.id', 'orders.ownerKey', 'orders.orderCode', 'orders.buyerName'])
    .where('guestTokens.tokenHash', '=', tokenHash(token)).where('guestTokens.expiresAt', '>', toSeoulTimestamp(now)).where('orders.memberId', 'is', null)
    .executeTakeFirst();
}

/** Stores (the hash of) a new token for the guest orders of one orderer (name and phone digits) and returns it. */
export async function issueGuestPhoneToken(db: Kysely<Database>, buyer: GuestBuyer, now = Date.now()): Promise<string> {
  const token = GUEST_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  await db.insertInto('guestPhoneTokens')
    .values({ tokenHash: tokenHash(token), buyerName: buyer.buyerName, buyerMobile: buyer.buyerMobile, createdAt: toSeoulTimestamp(now), expiresAt: toSeoulTimestamp(now + GUEST_TOKEN_TTL_MS) })
    .execute();
  return token;
}

/** An orderer of guest orders: the name as entered (trimmed) and the phone's digits. */
export type GuestBuyer = { buyerName: string; buyerMobile: string };

/**
 * What a guest token lets its holder see: one order (looked up by number and password), or every guest order of one
 * orderer (looked up by name, phone and SMS code).
 */
export type GuestScope = { orderId: number } | GuestBuyer;

/** The guest scope of a valid, unexpired guest token; undefined otherwise. */
export async function guestScopeOfToken(db: Kysely<Database>, token: string, now = Date.now()): Promise<GuestScope | undefined> {
  if (!isGuestToken(token)) return undefined;
  const order = await guestOrderOfToken(db, token, now);
  if (order) return { orderId: order.id };
  const buyer = await db.selectFrom('guestPhoneTokens').select(['buyerName', 'buyerMobile'])
    .where('tokenHash', '=', tokenHash(token)).where('expiresAt', '>', toSeoulTimestamp(now)).executeTakeFirst();
  return buyer ? { buyerName: buyer.buyerName, buyerMobile: buyer.buyerMobile } : undefined;
}

/**
 * The condition on `orders` of the guest's orders: the one order, or the orders of that name and phone that belong to
 * no member (an order carried into an account leaves the guest's view). Names compare trimmed.
 */
export function guestOrdersWhere(scope: GuestScope) {
  return (eb: ExpressionBuilder<Database, 'orders'>): Expression<SqlBool> => 'orderId' in scope
    ? eb.and([eb('orders.id', '=', scope.orderId), eb('orders.memberId', 'is', null)])
    : eb.and([
      eb('orders.memberId', 'is', null), eb('orders.buyerMobile', '=', scope.buyerMobile),
      eb(eb.fn<string>('trim', ['orders.buyerName']), '=', scope.buyerName),
    ]);
}
