import type { AuthMe, LoginResponse } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { bearerTokenOf } from '../../http/visitor.ts';
import { accountCode, isPasswordExpired, type AccountCode } from './account-status.ts';
import { failureDelayMs, reserveAttempt } from './login-throttle.ts';
import { GUEST_TOKEN_PREFIX } from '../mypage/guest-token.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { issueToken, memberOfToken, type TokenMember } from './tokens.ts';

export const LOGIN_TYPE_USER = 'ROLE_USER';

let dummyHash: Promise<string> | undefined;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Where a login comes from: the client's address and its browser (the SALESONID visitor id), when it sent one. */
export type LoginSource = { address: string; browser?: string | undefined };

/**
 * Checks the credentials; the same scrypt work is done for unknown ids so timing reveals nothing. The attempt is
 * counted (or refused by the limits, login-throttle.ts) before the password is checked, the same way for known and
 * unknown ids; a wrong password's answer waits longer the more this source failed for the id (failureDelayMs).
 */
export async function login(
  handle: DatabaseHandle, loginId: string, password: string, source: LoginSource, now = Date.now(),
): Promise<{ memberId: number; body: LoginResponse }> {
  const { db } = handle;
  const member = await db.selectFrom('members').selectAll().where('loginId', '=', loginId).where('closedAt', 'is', null).executeTakeFirst();
  const attempt = await reserveAttempt(handle, { loginId, ...source, memberId: member?.id }, now);
  // A member who joined through a social account has no password to sign in with.
  const usable = member && member.passwordSet === 'Y' ? member : undefined;
  dummyHash ??= hashPassword('not-a-member-password');
  const matches = await verifyPassword(password, usable ? usable.passwordHash : await dummyHash);
  if (!usable || !matches) {
    await sleep(failureDelayMs(attempt.pairFailures));
    throw apiError('BAD_CREDENTIALS');
  }
  await attempt.succeeded();
  const token = await issueToken(db, usable.id, LOGIN_TYPE_USER, now);
  const code: AccountCode | undefined = accountCode(usable, now);
  return { memberId: usable.id, body: code ? { token, code } : { token } };
}

/** The member of the request's bearer token: undefined without a token, 401 for a bad or expired one. */
export async function optionalMember(db: Kysely<Database>, request: FastifyRequest): Promise<TokenMember | undefined> {
  const token = bearerTokenOf(request);
  // A guest lookup token (my page) names no member: the request is a guest's.
  if (token === undefined || token.startsWith(GUEST_TOKEN_PREFIX)) return undefined;
  const member = await memberOfToken(db, token);
  if (!member) throw apiError('INVALID_TOKEN');
  return member;
}

/** Like optionalMember, but a missing token is a 401 too. */
export async function requireMember(db: Kysely<Database>, request: FastifyRequest): Promise<TokenMember> {
  const member = await optionalMember(db, request);
  if (!member) throw apiError('UNAUTHORIZED');
  return member;
}

/** auth-me answer for a member. */
export function authMe(member: TokenMember, now = Date.now()): AuthMe {
  return {
    loginType: member.loginType,
    userId: member.id,
    loginId: member.loginId,
    name: member.name,
    email: member.email,
    sleepUserFlag: member.sleepUserFlag,
    tempPasswordFlag: member.tempPasswordFlag,
    expiredPasswordFlag: isPasswordExpired(member.passwordChangedAt, now) ? 'Y' : 'N',
  };
}
