/** Days, hours, minutes and seconds of a remaining time. */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/**
 * Splits whole seconds into days, hours, minutes and seconds (negative or fractional input counts as its whole
 * non-negative part).
 * @example splitSeconds(90061) // { days: 1, hours: 1, minutes: 1, seconds: 1 }
 */
export function splitSeconds(total: number): CountdownParts {
  const left = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  return { days: Math.floor(left / 86_400), hours: Math.floor((left % 86_400) / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

/**
 * Two-digit text of a clock part.
 * @example twoDigits(7) // '07'
 */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
