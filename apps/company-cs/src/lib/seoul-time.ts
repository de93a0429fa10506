import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SEOUL = 'Asia/Seoul';

/** An instant in Asia/Seoul as the spec's 14-digit wire date and as shown (`YYYY-MM-DD HH:mm:ss`). */
export function seoulFormats(instant: number): { wire: string; shown: string; iso: string } {
  const seoul = dayjs(instant).tz(SEOUL);
  return { wire: seoul.format('YYYYMMDDHHmmss'), shown: seoul.format('YYYY-MM-DD HH:mm:ss'), iso: seoul.format() };
}
