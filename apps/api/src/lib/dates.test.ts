import assert from 'node:assert/strict';
import { fromSeoulTimestamp, toSeoulTimestamp } from './dates.ts';

describe('seoul timestamps', () => {
  it('formats in Asia/Seoul (UTC+9)', () => {
    assert.equal(toSeoulTimestamp(new Date('2024-12-31T15:30:05Z')), '20250101003005');
  });

  it('round-trips and rejects impossible dates', () => {
    assert.equal(fromSeoulTimestamp('20250101003005')?.toISOString(), '2024-12-31T15:30:05.000Z');
    assert.equal(fromSeoulTimestamp('20250230000000'), undefined);
    assert.equal(fromSeoulTimestamp('2025-01-01'), undefined);
  });
});
