import { formatDateTime, parseWireDate, toWireDate } from './dates.ts';
import { formatBusinessNumber } from './business-number.ts';
import { formatDeduction, formatNumber, formatPoint, formatWon, toFiniteNumber } from './numbers.ts';

describe('formatting', () => {
  it('shows 14-digit wire dates in Asia/Seoul', () => {
    expect(formatDateTime('20250301093005')).toBe('2025-03-01 09:30:05');
    expect(formatDateTime('20250301093005', 'date')).toBe('2025-03-01');
    expect(formatDateTime(Date.UTC(2024, 11, 31, 15, 0, 0))).toBe('2025-01-01 00:00:00');
    expect(formatDateTime('20250230120000')).toBe('');
    expect(formatDateTime('2025-03-01')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(toWireDate(Date.UTC(2025, 0, 1, 0, 0, 0))).toBe('20250101090000');
    expect(parseWireDate('20250101090000')).toBe(Date.UTC(2025, 0, 1, 0, 0, 0));
    expect(parseWireDate('x')).toBeNull();
  });

  it('keeps real calendar days only and follows the zone through its history', () => {
    expect(formatDateTime('20240229235959')).toBe('2024-02-29 23:59:59');
    expect(formatDateTime('20250229000000')).toBe('');
    expect(formatDateTime('20251301000000')).toBe('');
    expect(formatDateTime('20250101240000')).toBe('');
    expect(formatDateTime(new Date(Date.UTC(2025, 5, 30, 15, 0, 1)), 'date')).toBe('2025-07-01');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(() => toWireDate(new Date(Number.NaN))).toThrow(RangeError);
    // Seoul kept summer time (UTC+10) in 1987 and 1988; 02:30 on 1987-05-10 never happened on its clocks.
    expect(toWireDate(Date.UTC(1987, 6, 1, 0, 0, 0))).toBe('19870701100000');
    expect(parseWireDate('19870701100000')).toBe(Date.UTC(1987, 6, 1, 0, 0, 0));
    expect(parseWireDate('19870510023000')).toBeNull();
  });

  it('formats money and points and rejects non-numbers', () => {
    expect(formatWon(12900)).toBe('12,900원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(-1500)).toBe('-1,500원');
    expect(formatPoint(1500)).toBe('1,500P');
    // A deduction of nothing is '0원', never '-0원' (the order detail showed '-0원' for no coupon).
    expect(formatDeduction(1500)).toBe('-1,500원');
    expect(formatDeduction(0)).toBe('0원');
    expect(formatDeduction(-0)).toBe('0원');
    expect(formatDeduction(300, 'P')).toBe('-300P');
    expect(formatDeduction('x')).toBe('');
    expect(formatNumber('1234567')).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber('12,900')).toBe('12,900');
    expect(formatNumber('abc')).toBe('');
    expect(formatWon(Number.NaN)).toBe('');
    expect(formatPoint(undefined)).toBe('');
    expect(toFiniteNumber('1e3')).toBeNull();
    expect(toFiniteNumber(Infinity)).toBeNull();
  });
});

describe('edges the fuzz test found', () => {
  it('a digit string too long for a finite number is no number', () => {
    expect(toFiniteNumber('9'.repeat(400))).toBeNull();
    expect(formatWon('9'.repeat(400))).toBe('');
  });

  it('an instant beyond the Date range formats as nothing instead of throwing', () => {
    expect(formatDateTime(8.64e15 + 1)).toBe('');
    expect(formatDateTime(-8.64e15 - 1, 'date')).toBe('');
    expect(formatDateTime(8.64e15)).not.toBe('');
  });
});

describe('formatBusinessNumber', () => {
  it('writes ten digits as 3-2-5, with or without hyphens given', () => {
    expect(formatBusinessNumber('1208147521')).toBe('120-81-47521');
    expect(formatBusinessNumber('120-81-47521')).toBe('120-81-47521');
  });

  it('leaves anything else as it is', () => {
    expect(formatBusinessNumber('')).toBe('');
    expect(formatBusinessNumber('12081475')).toBe('12081475');
    expect(formatBusinessNumber('12a8147521')).toBe('12a8147521');
  });
});
