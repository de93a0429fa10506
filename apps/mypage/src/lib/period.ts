import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Period presets of my page's lists: 1 week, 1/3/6/12 months. */
export const PERIOD_PRESETS = ['1w', '1m', '3m', '6m', '12m'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/**
 * The dates (yyyy-MM-dd, Asia/Seoul) a preset covers, ending today.
 * @example presetRange('1w', Date.UTC(2026, 10, 24, 16)) // { start: '2026-11-18', end: '2026-11-25' } (01:00 on the 25th in Seoul)
 */
export function presetRange(preset: PeriodPreset, now: number): { start: string; end: string } {
  const today = dayjs(now).tz('Asia/Seoul');
  const start = preset === '1w' ? today.subtract(7, 'day') : today.subtract(Number(preset.slice(0, -1)), 'month');
  return { start: start.format('YYYY-MM-DD'), end: today.format('YYYY-MM-DD') };
}
