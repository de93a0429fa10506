import { presetRange } from './period.ts';

describe('presetRange', () => {
  it('ends today in Asia/Seoul and goes back a week or whole months', () => {
    const lateUtc = Date.UTC(2026, 10, 24, 16); // 01:00 on 25 November in Seoul
    expect(presetRange('1w', lateUtc)).toEqual({ start: '2026-11-18', end: '2026-11-25' });
    expect(presetRange('1m', lateUtc)).toEqual({ start: '2026-10-25', end: '2026-11-25' });
    expect(presetRange('6m', lateUtc)).toEqual({ start: '2026-05-25', end: '2026-11-25' });
    expect(presetRange('3m', Date.UTC(2026, 4, 31, 3))).toEqual({ start: '2026-02-28', end: '2026-05-31' });
  });
});
