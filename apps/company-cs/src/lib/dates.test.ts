import { formatWireDate } from './dates.ts';

describe('formatWireDate', () => {
  it('shows 14- and 8-digit wire dates as the spec shows them, and leaves anything else as it is', () => {
    expect(formatWireDate('20260101093005')).toBe('2026-01-01');
    expect(formatWireDate('20260101093005', true)).toBe('2026-01-01 09:30:05');
    expect(formatWireDate('20250301')).toBe('2025-03-01');
    expect(formatWireDate('20251340000000')).toBe('20251340000000');
    expect(formatWireDate('')).toBe('');
  });
});
