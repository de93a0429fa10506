import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';

const DAY = 86_400_000;

/** Coupons of this issue kind make the welcome pack: given at sign-up, never downloaded. */
export const WELCOME_KIND = 'WELCOME';

/** The key of a phone in welcome_grants: SHA-256 of its digits (the number itself is not kept). */
export function welcomePhoneKey(phone: string): string {
  return createHash('sha256').update(`welcome:${phone.replace(/\D/g, '')}`).digest('hex');
}

/**
 * Gives a new member the welcome pack (every WELCOME coupon whose issue window is open), once per phone: a phone that
 * had a pack on an earlier (closed) account gets none. Runs inside the sign-up's transaction; answers how many
 * coupons were given.
 */
export async function grantWelcomePack(trx: Kysely<Database>, memberId: number, phone: string, now: number): Promise<number> {
  const at = toSeoulTimestamp(now);
  const coupons = await trx.selectFrom('coupons').select(['id', 'applyDays']).where('issueKind', '=', WELCOME_KIND)
    .where('issueStartDate', '<=', at).where('issueEndDate', '>=', at).orderBy('id').execute();
  if (coupons.length === 0) return 0;
  const phoneKey = welcomePhoneKey(phone);
  await trx.insertInto('welcomeGrants').values({ phoneKey, memberId, grantedAt: at }).onConflict((oc) => oc.column('phoneKey').doNothing()).execute();
  const grant = await trx.selectFrom('welcomeGrants').select('memberId').where('phoneKey', '=', phoneKey).executeTakeFirstOrThrow();
  if (grant.memberId !== memberId) return 0;
  for (const c of coupons) {
    await trx.insertInto('couponUsers').values({
      couponId: c.id, memberId, applyStartDate: at, applyEndDate: toSeoulTimestamp(now + c.applyDays * DAY - 1000), usedDate: null, createdAt: at,
    }).execute();
  }
  return coupons.length;
}
