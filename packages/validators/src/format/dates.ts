import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

/** The storefront's time zone (spec section 9). */
export const SHOP_TIME_ZONE = 'Asia/Seoul';
const WIRE = /^\d{14}$/;

function toDayjs(value: string | number | Date): dayjs.Dayjs | null {
  if (typeof value === 'string') {
    if (!WIRE.test(value)) return null;
    const parsed = dayjs.tz(value, 'YYYYMMDDHHmmss', SHOP_TIME_ZONE);
    // customParseFormat rolls invalid dates over (20250230 → 0302); reject them instead.
    return parsed.isValid() && parsed.format('YYYYMMDDHHmmss') === value ? parsed : null;
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.tz(SHOP_TIME_ZONE) : null;
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
  const parsed = toDayjs(value);
  if (!parsed) return '';
  return parsed.format(mode === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
}

/**
 * The wire form of an instant: 14-digit `yyyyMMddHHmmss` in Asia/Seoul.
 * @param instant Epoch milliseconds or Date.
 * @returns The wire string.
 * @example toWireDate(Date.UTC(2025, 0, 1, 0, 0, 0)) // '20250101090000'
 */
export function toWireDate(instant: number | Date): string {
  const parsed = dayjs(instant);
  if (!parsed.isValid()) throw new RangeError('toWireDate needs a valid instant');
  return parsed.tz(SHOP_TIME_ZONE).format('YYYYMMDDHHmmss');
}

/**
 * Epoch milliseconds of a wire date.
 * @param value 14-digit `yyyyMMddHHmmss` in Asia/Seoul.
 * @returns The instant, or null when invalid.
 */
export function parseWireDate(value: string): number | null {
  const parsed = toDayjs(value);
  return parsed ? parsed.valueOf() : null;
}
