/**
 * A 14-digit wire date as `yyyy.MM.dd` ('' for anything else).
 * @example wireDateText('20250603120000') // '2025.06.03'
 */
export function wireDateText(date: string): string {
  return /^\d{14}$/.test(date) ? `${date.slice(0, 4)}.${date.slice(4, 6)}.${date.slice(6, 8)}` : '';
}
