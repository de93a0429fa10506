import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
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
