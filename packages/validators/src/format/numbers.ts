import { FORMAT_SUFFIXES } from '../messages/format.ko.ts';

/**
 * A finite number from a number or a numeric string (commas allowed); anything else is rejected.
 * @param value Input.
 * @returns The number, or null.
 * @example toFiniteNumber('12,900') // 12900
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().replace(/,/g, '');
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  // 400 nines are digits too, and Number reads them as Infinity (found by the fuzz test).
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

/**
 * Thousands separators; non-numbers are rejected ('' is returned).
 * @param value Number or numeric string.
 * @returns The formatted number, or ''.
 * @example formatNumber(1234567) // '1,234,567'
 */
export function formatNumber(value: unknown): string {
  const number = toFiniteNumber(value);
  if (number === null) return '';
  const [whole = '0', fraction] = String(Math.abs(number)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${number < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * Money: thousands separators and 원.
 * @param value Integer KRW.
 * @returns The text, or '' for a non-number.
 * @example formatWon(12900) // '12,900원'
 */
export function formatWon(value: unknown): string {
  const text = formatNumber(value);
  return text === '' ? '' : `${text}${FORMAT_SUFFIXES.won}`;
}

/**
 * An amount taken off (a discount, coupon or points line): '-' before it only when something is taken, so nothing
 * taken reads '0원', never '-0원'.
 * @param value Positive integer KRW taken off.
 * @param suffix The unit ('원' by default; 'P' for points).
 * @returns The text, or '' for a non-number.
 * @example formatDeduction(1500) // '-1,500원'
 * @example formatDeduction(0) // '0원'
 */
export function formatDeduction(value: unknown, suffix: string = FORMAT_SUFFIXES.won): string {
  const number = toFiniteNumber(value);
  if (number === null) return '';
  const amount = Math.abs(number);
  return `${amount > 0 ? '-' : ''}${formatNumber(amount)}${suffix}`;
}

/**
 * Points: thousands separators and P.
 * @param value Points.
 * @returns The text, or '' for a non-number.
 * @example formatPoint(1500) // '1,500P'
 */
export function formatPoint(value: unknown): string {
  const text = formatNumber(value);
  return text === '' ? '' : `${text}${FORMAT_SUFFIXES.point}`;
}

