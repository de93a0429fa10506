import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const SHOP_ZONE = 'Asia/Seoul';
const WIRE = 'YYYYMMDDHHmmss';

/**
 * The deposit deadline of a bank transfer: the end (23:59:59) of the `dueDays`-th day after `now`, in Asia/Seoul.
 * @example depositDeadline(Date.UTC(2026, 0, 1, 16), 3) // '20260105235959' (01:00 on 2 January in Seoul, plus three days)
 */
export function depositDeadline(now: number, dueDays: number): string {
  return dayjs(now).tz(SHOP_ZONE).add(dueDays, 'day').endOf('day').format(WIRE);
}

/** A deadline `minutes` after `now`, as a 14-digit Asia/Seoul wire date. */
export function deadlineAfterMinutes(now: number, minutes: number): string {
  return dayjs(now).tz(SHOP_ZONE).add(minutes, 'minute').format(WIRE);
}
