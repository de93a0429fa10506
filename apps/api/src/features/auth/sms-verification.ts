import { nanoid } from 'nanoid';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { AUTH_MESSAGES } from '../../messages/auth.ko.ts';
import type { SmsSender } from './sms-sender.ts';
import {
  judgeCode, newSmsCode, SMS_CODE_TTL_SECONDS, SMS_MAX_SENDS, SMS_SEND_WINDOW_MS, SMS_VERIFIED_TTL_MS, smsCodeHash,
} from './sms-rules.ts';

export type VerifiedPhone = { userName: string; phoneNumber: string; requestToken: string };

/** Digits only: '010-1234 5678' → '01012345678'. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** Texts a new code to the phone, at most SMS_MAX_SENDS per window. */
export async function sendCode(db: Kysely<Database>, sms: SmsSender, userName: string, phone: string, now = Date.now()) {
  const digits = phoneDigits(phone);
  const since = toSeoulTimestamp(now - SMS_SEND_WINDOW_MS);
  const sent = await db.selectFrom('smsVerifications').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phone', '=', digits).where('createdAt', '>', since).executeTakeFirstOrThrow();
  if (Number(sent.n) >= SMS_MAX_SENDS) throw apiError('SMS_TOO_MANY');
  const requestToken = nanoid(32);
  const code = newSmsCode();
  await db.insertInto('smsVerifications').values({
    requestToken, phone: digits, userName: userName.trim(), codeHash: smsCodeHash(requestToken, code), attempts: 0,
    expiresAt: toSeoulTimestamp(now + SMS_CODE_TTL_SECONDS * 1000), verifiedAt: null, usedAt: null, createdAt: toSeoulTimestamp(now),
  }).execute();
  await sms.send(digits, AUTH_MESSAGES.sms.code(code));
  return { requestToken, expiresInSeconds: SMS_CODE_TTL_SECONDS };
}

function rowOf(db: Kysely<Database>, input: VerifiedPhone) {
  return db.selectFrom('smsVerifications').selectAll().where('requestToken', '=', input.requestToken)
    .where('phone', '=', phoneDigits(input.phoneNumber)).where('userName', '=', input.userName.trim()).executeTakeFirst();
}

/** Checks an entered code: every wrong entry counts (conditional update), the right one marks the verification. */
export async function checkCode(db: Kysely<Database>, input: VerifiedPhone & { authNumber: string }, now = Date.now()): Promise<void> {
  const row = await rowOf(db, input);
  if (!row || row.usedAt) throw apiError('SMS_NOT_VERIFIED');
  if (row.verifiedAt) return;
  const verdict = judgeCode(row, input.requestToken, input.authNumber, toSeoulTimestamp(now));
  if (verdict === 'EXPIRED') throw apiError('SMS_CODE_EXPIRED');
  if (verdict === 'TOO_MANY_ATTEMPTS') throw apiError('SMS_TOO_MANY_ATTEMPTS');
  // Count the attempt only while attempts remain, so parallel guesses cannot exceed the limit.
  const counted = await db.updateTable('smsVerifications').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('requestToken', '=', row.requestToken).where('attempts', '=', row.attempts).where('verifiedAt', 'is', null).executeTakeFirst();
  if (Number(counted.numUpdatedRows) !== 1) throw apiError('SMS_TOO_MANY_ATTEMPTS');
  if (verdict === 'MISMATCH') throw apiError('SMS_CODE_MISMATCH');
  await db.updateTable('smsVerifications').set({ verifiedAt: toSeoulTimestamp(now) }).where('requestToken', '=', row.requestToken).execute();
}

/** The digits of a verified, unused, recent phone verification; SMS_NOT_VERIFIED otherwise. */
export async function requireVerified(db: Kysely<Database>, input: VerifiedPhone, now = Date.now()): Promise<string> {
  const row = await rowOf(db, input);
  if (!row?.verifiedAt || row.usedAt || row.verifiedAt < toSeoulTimestamp(now - SMS_VERIFIED_TTL_MS)) throw apiError('SMS_NOT_VERIFIED');
  return row.phone;
}

/** Uses a verification up (once: a conditional update); the phone's digits. */
export async function consumeVerified(db: Kysely<Database>, input: VerifiedPhone, now = Date.now()): Promise<string> {
  const phone = await requireVerified(db, input, now);
  const used = await db.updateTable('smsVerifications').set({ usedAt: toSeoulTimestamp(now) })
    .where('requestToken', '=', input.requestToken).where('usedAt', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw apiError('SMS_NOT_VERIFIED');
  return phone;
}
