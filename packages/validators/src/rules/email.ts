import { EMAIL_REGEX } from 'valibot';

/**
 * Looks like an email address (valibot's email pattern).
 * @param value Input.
 * @returns True for an address such as `user@example.kr`.
 * @example isEmail('user@example.kr') // true
 */
export function isEmail(value: string): boolean {
  return EMAIL_REGEX.test(value);
}
