import type { VerifiedPhoneInput } from '@shop/api-client';
import * as v from 'valibot';

/** What the SMS step hands the sign-up form: the verified phone and how many guest orders it placed (read back loosely: the form sends on whatever the phone step kept). */
export type VerifiedJoin = VerifiedPhoneInput & { guestOrderCount: number };
export const VerifiedJoinSchema: v.GenericSchema<unknown, VerifiedJoin> = v.looseObject({
  userName: v.string(), phoneNumber: v.string(), requestToken: v.string(), guestOrderCount: v.number(),
});

/** The sign-up result the completion page shows (welcomeCouponCount: coupons of the welcome pack given). */
export type JoinOutcome = { carriedOrders: number; creditedPoint: number; welcomeCouponCount: number };
export const JoinOutcomeSchema: v.GenericSchema<unknown, JoinOutcome> = v.object({
  carriedOrders: v.number(), creditedPoint: v.number(), welcomeCouponCount: v.number(),
});

/** The id and password just chosen: the page signs the new member in with them, then forgets them. */
export type JoinCredentials = { loginId: string; password: string };

/** yyyyMMdd of today in Asia/Seoul. */
export function seoulToday(now = Date.now()): string {
  return new Date(now + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Year options of the birthday select: this year back 100 years. */
export function birthYears(today: string): string[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: 101 }, (_, i) => String(year - i));
}
