import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Profile, ProfileAnswer } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { birthdayRefusal } from '../auth/member-rules.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { verifyPassword } from '../auth/password.ts';

/** A password re-check opens the profile for 10 minutes. */
export const VERIFY_TTL_MS = 10 * 60_000;

/** Signs re-check proofs; PROFILE_VERIFY_SECRET shares it between API processes, else one per process. */
const SECRET = process.env.PROFILE_VERIFY_SECRET?.trim() || randomBytes(32).toString('hex');

const sign = (memberId: number, expires: number) => createHmac('sha256', SECRET).update(`${memberId}.${expires}`).digest('base64url');

/** A proof that `memberId` re-entered the password, valid until `now + VERIFY_TTL_MS`. */
export function issueVerifyToken(memberId: number, now = Date.now()): string {
  const expires = now + VERIFY_TTL_MS;
  return `${expires}.${sign(memberId, expires)}`;
}

/** Whether a proof is the member's and unexpired (compared in constant time). */
export function isVerified(memberId: number, token: string, now = Date.now()): boolean {
  const [expiresText, mac] = token.split('.');
  const expires = Number(expiresText);
  if (!mac || !Number.isInteger(expires) || expires < now) return false;
  const a = Buffer.from(mac);
  const b = Buffer.from(sign(memberId, expires));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Members who signed up through a social account keep no password: they skip the re-check. */
/** A member who joined with a social account and never set a password (migration 0007's password_set = 'N'). */
const isSocial = (row: { passwordSet: string }) => row.passwordSet === 'N';

async function memberRow(db: Kysely<Database>, memberId: number) {
  return db.selectFrom('members').select(['id', 'loginId', 'name', 'phone', 'email', 'birthday', 'gender', 'receiveSms', 'receiveEmail', 'passwordHash', 'passwordSet'])
    .where('id', '=', memberId).executeTakeFirstOrThrow();
}

/** Re-checks the password (the same scrypt work as login); a wrong one is a 400 with a Korean message. */
export async function verifyMemberPassword(db: Kysely<Database>, memberId: number, password: string): Promise<string> {
  const row = await memberRow(db, memberId);
  if (isSocial(row)) return issueVerifyToken(memberId);
  if (!(await verifyPassword(password, row.passwordHash))) throw apiError('PASSWORD_MISMATCH');
  return issueVerifyToken(memberId);
}

function toProfile(row: Awaited<ReturnType<typeof memberRow>>): Profile {
  return {
    loginId: row.loginId, name: row.name, mobile: row.phone, email: row.email, birthday: row.birthday, gender: (['M', 'F'].includes(row.gender) ? row.gender : '') as Profile['gender'],
    receiveSms: row.receiveSms === 'Y' ? 'Y' : 'N', receiveEmail: row.receiveEmail === 'Y' ? 'Y' : 'N', socialFlag: isSocial(row) ? 'Y' : 'N',
  };
}

/** The profile, only after a re-check (social members need none); otherwise only that the password is required. */
export async function readProfile(db: Kysely<Database>, memberId: number, verifyToken: string): Promise<ProfileAnswer> {
  const row = await memberRow(db, memberId);
  if (!isSocial(row) && !isVerified(memberId, verifyToken)) return { passwordRequired: true, profile: null };
  return { passwordRequired: false, profile: toProfile(row) };
}

export type ProfileInput = { verifyToken: string; email: string; birthday: string; gender: '' | 'M' | 'F'; receiveSms: 'Y' | 'N'; receiveEmail: 'Y' | 'N' };

/**
 * The date of a marketing opt-in after a save: kept while the answer stays yes, today's when it turns to yes, none
 * for a no (the rule of sign-up, auth/consents.ts).
 */
export function optInDate(answer: 'Y' | 'N', before: string | null, beforeDate: string | null, at: string): string | null {
  if (answer !== 'Y') return null;
  return before === 'Y' && beforeDate ? beforeDate : at;
}

/** Saves what a member may change (id, name and phone are not theirs to edit here). */
export async function saveProfile(db: Kysely<Database>, memberId: number, input: ProfileInput, now = Date.now()): Promise<Profile> {
  if (!(await readProfile(db, memberId, input.verifyToken)).profile) throw apiError('PASSWORD_CHECK_REQUIRED');
  // The rules of sign-up: a real date, at least 14 years ago (empty: not given).
  const refusal = input.birthday ? birthdayRefusal(input.birthday, toSeoulTimestamp(now).slice(0, 8)) : undefined;
  if (refusal) throw apiError(refusal);
  const before = await db.selectFrom('members').select(['receiveSms', 'receiveSmsDate', 'receiveEmail', 'receiveEmailDate']).where('id', '=', memberId).executeTakeFirstOrThrow();
  const at = toSeoulTimestamp(now);
  await db.updateTable('members').set({
    email: input.email.trim(), birthday: input.birthday, gender: input.gender,
    receiveSms: input.receiveSms, receiveSmsDate: optInDate(input.receiveSms, before.receiveSms, before.receiveSmsDate, at),
    receiveEmail: input.receiveEmail, receiveEmailDate: optInDate(input.receiveEmail, before.receiveEmail, before.receiveEmailDate, at),
  }).where('id', '=', memberId).execute();
  return toProfile(await memberRow(db, memberId));
}
