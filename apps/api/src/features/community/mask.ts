/**
 * Masks a writer's login id for public lists: the first three characters stay (fewer for short ids), the rest
 * become asterisks, at least two of them.
 * @example maskLoginId('minji92') // 'min****'
 */
export function maskLoginId(loginId: string): string {
  const chars = [...loginId];
  const keep = Math.min(3, Math.max(1, chars.length - 2));
  return chars.slice(0, keep).join('') + '*'.repeat(Math.max(2, chars.length - keep));
}

/** Formats a 14-digit wire date as `yyyy-MM-dd` (empty for anything else). */
export function wireDay(date: string): string {
  return /^\d{14}$/.test(date) ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}` : '';
}
