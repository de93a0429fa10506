import type { SpotFields } from '@shop/contracts';
import type { ItemSpotTable } from '../../db/schema-showcase.ts';
import { fromSeoulTimestamp } from '../../lib/dates.ts';

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Weekday (1 Monday … 7 Sunday) and 'HHmm' of an instant in Asia/Seoul. */
export function seoulClock(now: number): { weekDay: number; time: string } {
  const local = new Date(now + SEOUL_OFFSET_MS);
  const day = local.getUTCDay();
  const time = `${String(local.getUTCHours()).padStart(2, '0')}${String(local.getUTCMinutes()).padStart(2, '0')}`;
  return { weekDay: day === 0 ? 7 : day, time };
}

/** 'HHmm' → 'HH:mm'. */
export function displayTime(time: string): string {
  return /^\d{4}$/.test(time) ? `${time.slice(0, 2)}:${time.slice(2)}` : '';
}

/** The weekdays of a stored '1,3,5' list, valid ones only, in order. */
export function parseWeekDays(text: string): number[] {
  const days = text.split(',').map((d) => Number(d.trim())).filter((d) => Number.isInteger(d) && d >= 1 && d <= 7);
  return [...new Set(days)].sort((a, b) => a - b);
}

function instant(text: string): number {
  return fromSeoulTimestamp(text)?.getTime() ?? Number.NaN;
}

/**
 * Whether a deal belongs in the time-deal list at `now`: a time-limited deal between its start and end, a
 * weekly deal while its period lasts (whatever the hour).
 */
export function isListed(spot: ItemSpotTable, now: number): boolean {
  const start = instant(spot.startDate);
  const end = instant(spot.endDate);
  return start <= now && now < end;
}

/** Whether the deal applies at `now` (a weekly deal: on one of its weekdays within its hours, end minute included). */
export function isActive(spot: ItemSpotTable, now: number): boolean {
  if (!isListed(spot, now)) return false;
  if (spot.dateType === '2') return true;
  const { weekDay, time } = seoulClock(now);
  return parseWeekDays(spot.weekDays).includes(weekDay) && spot.startTime <= time && time <= spot.endTime;
}

/** The wire fields of a deal at `now`. */
export function spotFields(spot: ItemSpotTable, now: number): SpotFields {
  const weekly = spot.dateType === '1';
  const remaining = weekly ? 0 : Math.max(0, Math.floor((instant(spot.endDate) - now) / 1000));
  return {
    spotFlag: 'Y',
    spotDateType: spot.dateType,
    spotStartDate: spot.startDate,
    spotEndDate: spot.endDate,
    spotStartTime: weekly ? spot.startTime : '',
    spotEndTime: weekly ? spot.endTime : '',
    displaySpotStartTime: weekly ? displayTime(spot.startTime) : '',
    displaySpotEndTime: weekly ? displayTime(spot.endTime) : '',
    spotWeekDays: weekly ? parseWeekDays(spot.weekDays) : [],
    spotActiveFlag: isActive(spot, now) ? 'Y' : 'N',
    spotCountdownDate: weekly ? '' : spot.endDate,
    spotRemainingSeconds: Number.isFinite(remaining) ? remaining : 0,
  };
}
