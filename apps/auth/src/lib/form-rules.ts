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

/** The birthday's problem: not chosen, or under 14 (sign-up refused); null when fine. */
export function birthdayProblem(year: string, month: string, day: string, today: string): string | null {
  if (!year || !month || !day) return memberMessages.register.birthdayRequired;
  const birthday = `${year}${month.padStart(2, '0')}${day.padStart(2, '0')}`;
  return ageOn(birthday, today) < 14 ? memberMessages.register.under14 : null;
}

/** 'mm:ss' of a number of seconds. */
export function formatTimer(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
