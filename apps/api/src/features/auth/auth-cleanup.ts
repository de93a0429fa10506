import type { DatabaseHandle } from '../../db/dialect.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { DAY_MS, KNOWN_DEVICE_TTL_MS, THROTTLE_WINDOW_MS } from './login-throttle.ts';
import { SMS_CODE_TTL_SECONDS, SMS_SEND_WINDOW_MS, SMS_VERIFIED_TTL_MS } from './sms-rules.ts';

/** A phone verification is of no use after this: the sends of the window are counted, a verified code has expired. */
export const SMS_VERIFICATION_KEEP_MS = Math.max(SMS_SEND_WINDOW_MS, SMS_CODE_TTL_SECONDS * 1000 + SMS_VERIFIED_TTL_MS);

/**
 * Deletes the sign-in rows nothing reads any more: login failures past their window (a day for an id's day count),
 * places a member signed in from past KNOWN_DEVICE_TTL_MS, phone verifications past
 * their use (SMS_VERIFICATION_KEEP_MS), social sign-in and join states past their expiry, and expired tokens (a revoked
 * token is deleted when it is revoked). Each delete only takes rows already dead at `now`, so a repeated or parallel
 * run changes nothing twice. Returns how many rows went.
 */
export async function cleanUpSignInRows({ db }: DatabaseHandle, now: number): Promise<number> {
  const at = toSeoulTimestamp(now);
  const deleted = await Promise.all([
    // An id's day count ('day:…') is read over a day, the other keys over the throttle window.
    db.deleteFrom('loginFailures').where((eb) => eb.or([
      eb('createdAt', '<=', toSeoulTimestamp(now - DAY_MS)),
      eb.and([eb('throttleKey', 'not like', 'day:%'), eb('createdAt', '<=', toSeoulTimestamp(now - THROTTLE_WINDOW_MS))]),
    ])).executeTakeFirst(),
    db.deleteFrom('loginKnownDevices').where('lastSeenAt', '<=', toSeoulTimestamp(now - KNOWN_DEVICE_TTL_MS)).executeTakeFirst(),
    db.deleteFrom('smsVerifications').where('createdAt', '<=', toSeoulTimestamp(now - SMS_VERIFICATION_KEEP_MS)).executeTakeFirst(),
    db.deleteFrom('snsStates').where('expiresAt', '<=', at).executeTakeFirst(),
    db.deleteFrom('authTokens').where('expiresAt', '<=', at).executeTakeFirst(),
  ]);
  return deleted.reduce((sum, result) => sum + Number(result.numDeletedRows), 0);
}
