import { randomInt } from 'node:crypto';
import { isPassword1, isPassword2 } from '@shop/validators';

/** Sign-up is refused below this age (in full years, Asia/Seoul). */
export const MIN_JOIN_AGE = 14;

/** True when a yyyyMMdd text names a day of the calendar ('19900231' does not). */
export function isCalendarDate(yyyymmdd: string): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(yyyymmdd);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Full years between a yyyyMMdd birthday and a yyyyMMdd day; NaN for a date that does not exist. */
export function ageOn(birthday: string, today: string): number {
  if (!isCalendarDate(birthday)) return Number.NaN;
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(4, 8) >= birthday.slice(4, 8) ? years : years - 1;
}

/** True when the birthday is a real date and the person is under MIN_JOIN_AGE (a future date is too). */
export function isUnderJoinAge(birthday: string, today: string): boolean {
  const age = ageOn(birthday, today);
  return !Number.isNaN(age) && age < MIN_JOIN_AGE;
}

/** Why a sign-up's birthday is refused: a day that does not exist, or an age under 14; undefined when fine. */
export function birthdayRefusal(birthday: string, today: string): 'INVALID_BIRTHDAY' | 'UNDER_14' | undefined {
  if (!isCalendarDate(birthday)) return 'INVALID_BIRTHDAY';
  return isUnderJoinAge(birthday, today) ? 'UNDER_14' : undefined;
}

/** 'demo01' → 'de**01'-style: the first two and last characters stay, at least half is hidden. */
export function maskLoginId(loginId: string): string {
  const chars = [...loginId];
  if (chars.length <= 2) return `${chars[0] ?? ''}*`;
  const keepEnd = chars.length >= 6 ? 2 : 1;
  const keepStart = Math.min(2, chars.length - keepEnd - 1);
  return chars.map((c, i) => (i < keepStart || i >= chars.length - keepEnd ? c : '*')).join('');
}

const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^*';

/** A random 12-character temporary password that meets the password rules (password1, password2). */
export function newTemporaryPassword(): string {
  const pick = (set: string) => set[randomInt(0, set.length)] ?? 'a';
  for (;;) {
    const chars = [pick(LOWER), pick(DIGITS), pick(SPECIAL), ...Array.from({ length: 9 }, () => pick(LOWER + DIGITS + SPECIAL))];
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(0, i + 1);
      [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
    }
    const password = chars.join('');
    if (isPassword1(password) && isPassword2(password)) return password;
  }
}
