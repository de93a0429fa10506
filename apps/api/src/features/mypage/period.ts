import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(customParseFormat);

const ZONE = 'Asia/Seoul';

/**
 * A list's period as 14-digit Asia/Seoul bounds: from the start of `start` to the end of `end` (yyyy-MM-dd, either
 * may be ''); a date that does not exist is ignored, and reversed dates are swapped.
 */
export function periodBounds(start: string, end: string): { from?: string; to?: string } {
  const parse = (text: string) => (text && dayjs.tz(text, 'YYYY-MM-DD', ZONE).isValid() && dayjs(text, 'YYYY-MM-DD', true).isValid() ? text.replace(/-/g, '') : undefined);
  let from = parse(start);
  let to = parse(end);
  if (from && to && from > to) [from, to] = [to, from];
  return { from: from ? `${from}000000` : undefined, to: to ? `${to}235959` : undefined };
}
