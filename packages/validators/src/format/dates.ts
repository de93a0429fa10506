/** The storefront's time zone (spec section 9). */
export const SHOP_TIME_ZONE = 'Asia/Seoul';
/** The largest epoch milliseconds a Date can hold (ECMAScript: ±100,000,000 days). */
const MAX_INSTANT = 8.64e15;
const WIRE = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** Wall-clock fields: year, month (1–12), day, hour, minute, second. */
type Fields = [number, number, number, number, number, number];

let seoulClock: Intl.DateTimeFormat | undefined;

/**
 * Since 1988-10-09 02:00 KST, when its last daylight saving time ended, Asia/Seoul has been UTC+9 all year: an
 * instant from then on needs no zone data. Making the Intl clock cost a phone 60-70 ms at 4x CPU (loading the zone
 * and locale data) inside the first navigation that showed a date, such as an item page's.
 */
const FIXED_OFFSET_SINCE = Date.UTC(1988, 9, 8, 17, 0, 0);
const KST_OFFSET_MS = 9 * 3_600_000;

/** The wall-clock fields of an instant in Asia/Seoul (earlier instants through Intl, which carries the zone's history). */
function seoulFields(instant: number): Fields {
  if (instant >= FIXED_OFFSET_SINCE && instant + KST_OFFSET_MS <= MAX_INSTANT) {
    const wall = new Date(instant + KST_OFFSET_MS);
    return [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes(), wall.getUTCSeconds()];
  }
  seoulClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const part of seoulClock.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return [parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0];
}

/** Epoch milliseconds of wall-clock fields read as UTC (years below 100 stay as they are). */
function utcOf([year, month, day, hour, minute, second]: Fields): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  return date.getTime();
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** `YYYYMMDDHHmmss` of wall-clock fields. */
function wireOf(fields: Fields): string {
  const [year, ...rest] = fields;
  return pad(year, 4) + rest.map((value) => pad(value)).join('');
}

/** The instant of a wire date, or null when it names no real Asia/Seoul wall-clock time (20250230 rolls over). */
function wireInstant(value: string): number | null {
  const match = WIRE.exec(value);
  if (!match) return null;
  const local = utcOf(match.slice(1, 7).map(Number) as Fields);
  // The zone's offset at that wall-clock time, corrected once for a transition between guess and answer.
  const first = local - (utcOf(seoulFields(local)) - local);
  const instant = local - (utcOf(seoulFields(first)) - first);
  return wireOf(seoulFields(instant)) === value ? instant : null;
}

/** Wall-clock fields in Asia/Seoul of a wire string, epoch milliseconds or Date (null when invalid). */
function toFields(value: string | number | Date): Fields | null {
  if (typeof value === 'string') {
    const instant = wireInstant(value);
    return instant === null ? null : seoulFields(instant);
  }
  const instant = typeof value === 'number' ? value : value.getTime();
  // Beyond ±8.64e15 ms a number is finite but no Date: Intl throws 'Invalid time value' (found by the fuzz test).
  return Number.isFinite(instant) && Math.abs(instant) <= MAX_INSTANT ? seoulFields(instant) : null;
}

/**
 * Shows a wire date (14-digit `yyyyMMddHHmmss`, Asia/Seoul) or an instant as `yyyy-MM-dd HH:mm:ss`
 * (`yyyy-MM-dd` in date mode), in Asia/Seoul.
 * @param value Wire string, epoch milliseconds or Date.
 * @param mode `datetime` (default) or `date`.
 * @returns The text, or '' for an invalid value.
 * @example formatDateTime('20250301093005') // '2025-03-01 09:30:05'
 */
export function formatDateTime(value: string | number | Date | null | undefined, mode: 'datetime' | 'date' = 'datetime'): string {
  if (value === null || value === undefined) return '';
  const fields = toFields(value);
  if (!fields) return '';
  const [year, month, day, hour, minute, second] = fields;
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  return mode === 'date' ? date : `${date} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/**
 * The wire form of an instant: 14-digit `yyyyMMddHHmmss` in Asia/Seoul.
 * @param instant Epoch milliseconds or Date.
 * @returns The wire string.
 * @example toWireDate(Date.UTC(2025, 0, 1, 0, 0, 0)) // '20250101090000'
 */
export function toWireDate(instant: number | Date): string {
  const fields = toFields(instant);
  if (!fields) throw new RangeError('toWireDate needs a valid instant');
  return wireOf(fields);
}

/**
 * Epoch milliseconds of a wire date.
 * @param value 14-digit `yyyyMMddHHmmss` in Asia/Seoul.
 * @returns The instant, or null when invalid.
 */
export function parseWireDate(value: string): number | null {
  return wireInstant(value);
}
