import assert from 'node:assert/strict';
import type { ItemSpotTable } from '../../db/schema-showcase.ts';
import { fromSeoulTimestamp } from '../../lib/dates.ts';
import { displayTime, isActive, isListed, parseWeekDays, seoulClock, spotFields } from './spot-rules.ts';

const at = (text: string): number => {
  const date = fromSeoulTimestamp(text);
  if (!date) throw new Error(text);
  return date.getTime();
};

const limited: ItemSpotTable = { itemId: 1, dateType: '2', startDate: '20250601000000', endDate: '20250603120000', startTime: '', endTime: '', weekDays: '', ordering: 1 };
const weekly: ItemSpotTable = { itemId: 2, dateType: '1', startDate: '20250601000000', endDate: '20250630235959', startTime: '0900', endTime: '1159', weekDays: '1,3,5', ordering: 2 };

describe('time deal rules', () => {
  it('reads the Seoul weekday and time', () => {
    // 2025-06-02 was a Monday.
    assert.deepEqual(seoulClock(at('20250602093000')), { weekDay: 1, time: '0930' });
    assert.deepEqual(seoulClock(at('20250608235900')), { weekDay: 7, time: '2359' });
    assert.equal(displayTime('0905'), '09:05');
    assert.deepEqual(parseWeekDays('5, 1,3,9,x,3'), [1, 3, 5]);
  });

  it('lists a time-limited deal from start to end and counts down to zero', () => {
    assert.equal(isListed(limited, at('20250531235959')), false);
    assert.equal(isListed(limited, at('20250602000000')), true);
    assert.equal(isListed(limited, at('20250603120000')), false);
    const fields = spotFields(limited, at('20250603110000'));
    assert.equal(fields.spotRemainingSeconds, 3600);
    assert.equal(fields.spotCountdownDate, '20250603120000');
    assert.equal(fields.spotActiveFlag, 'Y');
    assert.equal(spotFields(limited, at('20250604000000')).spotRemainingSeconds, 0);
  });

  it('applies a weekly deal on its weekdays within its hours, the end minute included', () => {
    assert.equal(isActive(weekly, at('20250602090000')), true); // Monday 09:00
    assert.equal(isActive(weekly, at('20250602115959')), true); // Monday 11:59:59
    assert.equal(isActive(weekly, at('20250602120000')), false); // Monday 12:00
    assert.equal(isActive(weekly, at('20250603100000')), false); // Tuesday
    assert.equal(isListed(weekly, at('20250603100000')), true);
    assert.equal(isActive(weekly, at('20250704100000')), false); // after the period
    const fields = spotFields(weekly, at('20250603100000'));
    assert.deepEqual([fields.displaySpotStartTime, fields.displaySpotEndTime, fields.spotWeekDays], ['09:00', '11:59', [1, 3, 5]]);
    assert.equal(fields.spotRemainingSeconds, 0);
    assert.equal(fields.spotCountdownDate, '');
  });
});
