import { birthYears, seoulToday } from './verified-join.ts';

describe('sign-up helpers', () => {
  it('takes today in Asia/Seoul', () => {
    expect(seoulToday(Date.UTC(2026, 0, 31, 15, 30))).toBe('20260201');
    expect(seoulToday(Date.UTC(2026, 0, 31, 14, 59))).toBe('20260131');
  });

  it('offers 101 birth years, newest first', () => {
    const years = birthYears('20260315');
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1926');
  });
});
