// Pure predicates of the simple text rules (spec section 5). Empty input is left to `required`.

/**
 * Non-empty after trimming.
 * @param value Input.
 * @returns True when something was entered.
 * @example isFilled('  ') // false
 */
export function isFilled(value: string): boolean {
  return value.trim() !== '';
}

/**
 * Digits only.
 * @param value Input.
 * @returns True for `0-9` only (and for '').
 * @example isNumeric('0123') // true
 */
export function isNumeric(value: string): boolean {
  return /^[0-9]*$/.test(value);
}

/**
 * Letters of any script and digits only.
 * @param value Input.
 * @returns True for letters and digits only.
 * @example isAlphaNum('홍길동123') // true
 */
export function isAlphaNum(value: string): boolean {
  return /^[\p{L}0-9]*$/u.test(value);
}

/**
 * English letters and digits only (the intended enNum rule; the origin's Hangul variant was a defect).
 * @param value Input.
 * @returns True for `A-Z`, `a-z`, `0-9` only.
 * @example isEnNum('abc123') // true
 */
export function isEnNum(value: string): boolean {
  return /^[A-Za-z0-9]*$/.test(value);
}

/**
 * Exactly `length` digits.
 * @param value Input.
 * @param length Number of digits.
 * @returns True for exactly that many digits.
 * @example hasDigits('123456', 6) // true
 */
export function hasDigits(value: string, length: number): boolean {
  return /^[0-9]+$/.test(value) && value.length === length;
}

/**
 * A number within `[min, max]`.
 * @param value Input.
 * @param min Lower bound (inclusive).
 * @param max Upper bound (inclusive).
 * @returns True when the input is a number in range.
 * @example isBetween('5', 1, 10) // true
 */
export function isBetween(value: string, min: number, max: number): boolean {
  if (value.trim() === '') return false;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max;
}

/**
 * Login id: 4-16 characters, lowercase letters and digits, at least one letter.
 * @param value Input.
 * @returns True for a valid login id.
 * @example isLoginId('user01') // true
 */
export function isLoginId(value: string): boolean {
  return /^(?=.*[a-z])[a-z0-9]{4,16}$/.test(value);
}

/**
 * Password (password1): 10-16 characters with English letters, digits and special characters, no spaces.
 * @param value Input.
 * @returns True when all three kinds are mixed within the length.
 * @example isPassword1('abcd1234!@') // true
 */
export function isPassword1(value: string): boolean {
  return /^[\x21-\x7e]{10,16}$/.test(value) && /[A-Za-z]/.test(value) && /[0-9]/.test(value) && /[^A-Za-z0-9]/.test(value);
}

/**
 * Password (password2): no character repeated 3 or more times in a row.
 * @param value Input.
 * @returns True when no run of 3 identical characters exists.
 * @example isPassword2('aab112') // true
 */
export function isPassword2(value: string): boolean {
  return !/(.)\1\1/su.test(value);
}
