import {
  confirmed, digits, email, field, loginId, maxLength, password1, password2, phoneNumber, required, validateValue,
} from '@shop/validators';
import { memberMessages } from '../messages/member.ko.ts';

/** The rules of the member forms: the same @shop/validators rules the API's contracts use, so both refuse alike. */
export const RULES = {
  userName: field(required(), maxLength(20)),
  phoneNumber: field(phoneNumber()),
  authNumber: field(required(), digits(6)),
  loginId: field(required(), loginId()),
  password: field(required(), password1(), password2()),
  currentPassword: field(required()),
  email: field(required(), email(), maxLength(100)),
  required: field(required()),
};

/** The rule of a confirmation field: equals the password read at validation time. */
export const confirmRule = (password: () => string) => field(required(), confirmed(password));

/** The first message the rule gives for the value, or null when it passes. */
export function problemOf(rule: Parameters<typeof validateValue>[0], value: string): string | null {
  const result = validateValue(rule, value);
  return result.valid ? null : (result.errors[0] ?? null);
}

/** Full years on `today` (yyyyMMdd) of a yyyyMMdd birthday. */
function ageOn(birthday: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(4) >= birthday.slice(4) ? years : years - 1;
}

/** How many days the month has (1-12); February of an unchosen year has 29, so no day is hidden too early. */
export function daysInMonth(year: string, month: string): number {
  const m = Number(month);
  if (!Number.isInteger(m) || m < 1 || m > 12) return 31;
  const y = year ? Number(year) : 2000;
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The birthday's problem: not chosen, a day the month does not have, or under 14 (sign-up refused); null when fine. */
export function birthdayProblem(year: string, month: string, day: string, today: string): string | null {
  if (!year || !month || !day) return memberMessages.register.birthdayRequired;
  if (!/^\d{4}$/.test(year) || Number(day) < 1 || Number(day) > daysInMonth(year, month)) return memberMessages.register.birthdayInvalid;
  const birthday = `${year}${month.padStart(2, '0')}${day.padStart(2, '0')}`;
  return ageOn(birthday, today) < 14 ? memberMessages.register.under14 : null;
}

/** 'mm:ss' of a number of seconds. */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
