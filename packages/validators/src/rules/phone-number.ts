/**
 * Accepted number plans after stripping spaces and hyphens (spec section 5). Landline area codes are the real
 * ones between 031 and 064.
 */
const PHONE_PATTERNS: readonly RegExp[] = [
  /^02[0-9]{7,8}$/,
  /^0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4])[0-9]{7,8}$/,
  /^070[0-9]{8}$/,
  /^010[0-9]{8}$/,
  /^01[16789][0-9]{7}$/,
  /^050[57][0-9]{6}$/,
];

/**
 * Strips spaces and hyphens from a phone number.
 * @param value Input.
 * @returns Digits (and whatever else was typed).
 * @example normalizePhoneNumber('010-1234 5678') // '01012345678'
 */
export function normalizePhoneNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * Korean phone number: 02 or 031-064 landlines + 7-8 digits, 070 + 8, 010 + 8, 011/016/017/018/019 + 7,
 * 0505/0507 + 6; 9-11 digits in all; spaces and hyphens are ignored.
 * @param value Input.
 * @returns True for an accepted number.
 * @example isPhoneNumber('010-1234-5678') // true
 */
export function isPhoneNumber(value: string): boolean {
  const digits = normalizePhoneNumber(value);
  return digits.length >= 9 && digits.length <= 11 && PHONE_PATTERNS.some((pattern) => pattern.test(digits));
}
