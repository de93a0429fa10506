import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Spec section 9: the shop's time zone. */
export const SHOP_ZONE = 'Asia/Seoul';

/** An instant as ISO 8601 in Asia/Seoul, e.g. '2026-11-25T10:45:00.123+09:00' (the `time` of log lines). */
export function seoulIso(ms: number): string {
  return dayjs(ms).tz(SHOP_ZONE).format('YYYY-MM-DDTHH:mm:ss.SSSZ');
}
