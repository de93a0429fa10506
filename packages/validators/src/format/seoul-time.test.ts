import { SHOP_TIME_ZONE } from './dates.ts';
import { seoulFormats, seoulIso } from './seoul-time.ts';

/** The time zone database's Seoul wall clock, `YYYY-MM-DD HH:mm:ss`. */
const zoneClock = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

describe('seoulIso', () => {
  it('writes the Seoul wall clock with its offset, across a day and a year boundary', () => {
    expect(seoulIso(Date.UTC(2026, 10, 25, 1, 45, 0, 123))).toBe('2026-11-25T10:45:00.123+09:00');
    expect(seoulIso(Date.UTC(2026, 11, 31, 15, 0, 0, 0))).toBe('2027-01-01T00:00:00.000+09:00');
  });

  it('agrees with the time zone database over a year of instants', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 3_600_000 + 1_234) {
      expect(seoulFormats(ms).shown).toBe(zoneClock.format(ms));
    }
  });
});

describe('seoulFormats', () => {
  it('shows an instant in Asia/Seoul (UTC+9) whatever the machine zone', () => {
    expect(seoulFormats(Date.UTC(2026, 0, 31, 15, 30, 5))).toEqual({ wire: '20260201003005', shown: '2026-02-01 00:30:05', iso: '2026-02-01T00:30:05+09:00' });
  });
});
