import { BACKOFF_MAX_MS, backoffDelay, backoffStartFor } from './backoff.ts';

describe('analytics backoff (spec section 9)', () => {
  const middle = () => 0.5;
  it('starts at 1 s and doubles without jitter at the middle of the random range', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, middle))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('moves each wait by up to ±50 %', () => {
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(0, () => 0.999_999)).toBe(1_500);
    expect(backoffDelay(3, () => 0.25)).toBe(6_000);
    expect(backoffDelay(3, () => 0.75)).toBe(10_000);
  });

  it('never waits more than 4 hours', () => {
    expect(backoffDelay(13, middle)).toBe(8_192_000);
    expect(backoffDelay(14, middle)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(40, () => 0.999_999)).toBe(4 * 60 * 60 * 1_000);
  });

  it('starts from 30 s after a 503', () => {
    expect(backoffStartFor(503)).toBe(30_000);
    expect(backoffStartFor(500)).toBe(1_000);
    expect([0, 1, 2].map((n) => backoffDelay(n, middle, backoffStartFor(503)))).toEqual([30_000, 60_000, 120_000]);
  });
});
