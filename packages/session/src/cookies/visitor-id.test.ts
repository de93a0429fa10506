import { newVisitorId } from './visitor-id.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newVisitorId', () => {
  it('is a version 7 UUID that carries the millisecond it was made', () => {
    const now = Date.UTC(2026, 10, 29, 3, 4, 5, 678);
    const id = newVisitorId(now);
    expect(id).toMatch(UUID_V7);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('sorts by the time it was made, so new rows append to an index', () => {
    const ids = [1_700_000_000_000, 1_700_000_000_001, 1_764_000_000_000, 1_800_000_000_000].map((t) => newVisitorId(t));
    expect([...ids].sort()).toEqual(ids);
  });

  it('keeps the rest random: ids of one millisecond all differ and none follows another', () => {
    const ids = Array.from({ length: 2000 }, () => newVisitorId(1_764_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
    const rest = ids.map((id) => BigInt(`0x${id.replace(/-/g, '').slice(12)}`));
    const sorted = [...rest].sort((a, b) => (a < b ? -1 : 1));
    const closest = sorted.slice(1).reduce((min, value, i) => (value - sorted[i]! < min ? value - sorted[i]! : min), 1n << 80n);
    // 2,000 draws of 74 bits: the nearest two are still about 2^74 / 2000^2 apart.
    expect(closest > 1n << 40n).toBe(true);
  });

  it('passes the visitor id rule of the API and the shell', () => {
    expect(newVisitorId()).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });
});
