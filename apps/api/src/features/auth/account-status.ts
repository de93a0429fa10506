import { fromSeoulTimestamp } from '../../lib/dates.ts';

/** A password older than this must be changed (the "90일 경과" page). */
export const PASSWORD_MAX_AGE_DAYS = 90;

export type AccountCode = 'SLEEP_USER' | 'TEMP_PASSWORD' | 'PASSWORD_EXPIRED';

export type AccountState = { sleepUserFlag: string; tempPasswordFlag: string; passwordChangedAt: string };

/** True when the password was last changed PASSWORD_MAX_AGE_DAYS or more days before `now`. */
export function isPasswordExpired(passwordChangedAt: string, now: number): boolean {
  const changed = fromSeoulTimestamp(passwordChangedAt);
  if (!changed) return true;
  return now - changed.getTime() >= PASSWORD_MAX_AGE_DAYS * 86_400_000;
}

/** The login `code` for an account state, most urgent first: dormant, temporary, expired. */
export function accountCode(state: AccountState, now: number): AccountCode | undefined {
  if (state.sleepUserFlag === 'Y') return 'SLEEP_USER';
  if (state.tempPasswordFlag === 'Y') return 'TEMP_PASSWORD';
  if (isPasswordExpired(state.passwordChangedAt, now)) return 'PASSWORD_EXPIRED';
  return undefined;
}
