import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

/** How long a bearer token stays valid. */
export const TOKEN_TTL_MS = 14 * 24 * 3600_000;

/** Only a SHA-256 of each token is stored, so a leaked table cannot be replayed. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates and stores a new opaque bearer token (32 random bytes, base64url). */
export async function issueToken(db: Kysely<Database>, memberId: number, loginType: string, now = Date.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('authTokens')
    .values({ tokenHash: tokenHash(token), memberId, loginType, createdAt: toSeoulTimestamp(now), expiresAt: toSeoulTimestamp(now + TOKEN_TTL_MS) })
    .execute();
  return token;
}

/** The member behind a valid, unexpired token; undefined otherwise. */
export async function memberOfToken(db: Kysely<Database>, token: string, now = Date.now()) {
  if (!token) return undefined;
  return db
    .selectFrom('authTokens')
    .innerJoin('members', 'members.id', 'authTokens.memberId')
    .select(['members.id', 'members.loginId', 'members.name', 'members.email', 'members.sleepUserFlag',
      'members.tempPasswordFlag', 'members.passwordChangedAt', 'authTokens.loginType'])
    .where('authTokens.tokenHash', '=', tokenHash(token))
    .where('authTokens.expiresAt', '>', toSeoulTimestamp(now))
    .where('members.closedAt', 'is', null)
    .executeTakeFirst();
}

/** Ends one token (logout). */
export async function revokeToken(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('authTokens').where('tokenHash', '=', tokenHash(token)).execute();
}

/** Ends every token of the member except `keep` (password change: the member's other sessions end). */
export async function revokeMemberTokens(db: Kysely<Database>, memberId: number, keep?: string): Promise<void> {
  let query = db.deleteFrom('authTokens').where('memberId', '=', memberId);
  if (keep) query = query.where('tokenHash', '!=', tokenHash(keep));
  await query.execute();
}

export type TokenMember = NonNullable<Awaited<ReturnType<typeof memberOfToken>>>;
