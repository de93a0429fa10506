import { createHash, randomInt } from 'node:crypto';

/** How long a code may be entered (the 60-second timer of the SMS forms). */
export const SMS_CODE_TTL_SECONDS = 60;
/** Wrong entries allowed per code; the next one ends it. */
export const SMS_MAX_ATTEMPTS = 5;
/** Codes a phone may receive within SMS_SEND_WINDOW_MS. */
export const SMS_MAX_SENDS = 5;
export const SMS_SEND_WINDOW_MS = 10 * 60_000;
/** A verified code must be used within this time. */
export const SMS_VERIFIED_TTL_MS = 30 * 60_000;

/** A random 6-digit code, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Only a hash of the code is stored, salted with its request token. */
export function smsCodeHash(requestToken: string, code: string): string {
  return createHash('sha256').update(`${requestToken}:${code}`).digest('hex');
}

export type CodeCheck = 'OK' | 'EXPIRED' | 'TOO_MANY_ATTEMPTS' | 'MISMATCH';

/** Judges an entered code against the stored verification (without counting the attempt). */
export function judgeCode(row: { codeHash: string; attempts: number; expiresAt: string }, requestToken: string, code: string, nowStamp: string): CodeCheck {
  if (row.attempts >= SMS_MAX_ATTEMPTS) return 'TOO_MANY_ATTEMPTS';
  if (row.expiresAt <= nowStamp) return 'EXPIRED';
  return smsCodeHash(requestToken, code.trim()) === row.codeHash ? 'OK' : 'MISMATCH';
}
