const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000; // Asia/Seoul has no daylight saving time.

/** Formats an instant as the 14-digit wire date `yyyyMMddHHmmss` in Asia/Seoul. */
export function toSeoulTimestamp(instant: Date | number): string {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  return new Date(ms + SEOUL_OFFSET_MS).toISOString().slice(0, 19).replace(/\D/g, '');
}

/** Parses a 14-digit Asia/Seoul wire date; undefined when the text is not a real date. */
export function fromSeoulTimestamp(text: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi, s) - SEOUL_OFFSET_MS;
  return toSeoulTimestamp(utc) === text ? new Date(utc) : undefined;
}
