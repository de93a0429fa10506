import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The policy_versions types a sign-up agrees to (the customer-service tables keep their versions). */
const TERMS = 'terms-of-service';
const PRIVACY = 'privacy-policy';

type YesNo = 'Y' | 'N';

/** The marketing opt-ins of a member and their dates: a date only for a yes. */
export function optInColumns(receiveSms: YesNo, receiveEmail: YesNo, at: string) {
  return { receiveSms, receiveSmsDate: receiveSms === 'Y' ? at : null, receiveEmail, receiveEmailDate: receiveEmail === 'Y' ? at : null };
}

/** The id of the version of a policy in force on the day of `at` (the newest whose effective date has come), or null. */
async function versionInForce(db: Kysely<Database>, policyType: string, at: string): Promise<number | null> {
  const row = await db.selectFrom('policyVersions').select('id').where('policyType', '=', policyType).where('effectiveDate', '<=', at.slice(0, 8))
    .orderBy('effectiveDate', 'desc').executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The consent columns of a new member who agreed at `at` to the terms and the privacy policy (the versions then in
 * force) and answered the marketing opt-ins.
 */
export async function consentColumns(db: Kysely<Database>, optIns: { receiveSms: YesNo; receiveEmail: YesNo }, at: string) {
  return {
    termsAgreedAt: at, termsVersionId: await versionInForce(db, TERMS, at),
    privacyAgreedAt: at, privacyVersionId: await versionInForce(db, PRIVACY, at),
    ...optInColumns(optIns.receiveSms, optIns.receiveEmail, at),
  };
}
