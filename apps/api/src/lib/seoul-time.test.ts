import assert from 'node:assert/strict';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { seoulIso } from './seoul-time.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

describe('seoulIso', () => {
  it('writes the Seoul wall clock with its offset, across a day and a year boundary', () => {
    assert.equal(seoulIso(Date.UTC(2026, 10, 25, 1, 45, 0, 123)), '2026-11-25T10:45:00.123+09:00');
    assert.equal(seoulIso(Date.UTC(2026, 11, 31, 15, 0, 0, 0)), '2027-01-01T00:00:00.000+09:00');
  });

  it('agrees with the time zone database over a year of instants', () => {
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 3_600_000 + 1_234) {
      assert.equal(seoulIso(ms), dayjs(ms).tz('Asia/Seoul').format('YYYY-MM-DDTHH:mm:ss.SSSZ'));
    }
  });
});
