import fc from 'fast-check';
import { isCouponUsable } from './coupon.ts';
import { clampPointUse, getMaxUsablePoints } from './points.ts';
import type { PointLimitInput } from './points.ts';

describe('isCouponUsable', () => {
  it('needs couponUseFlag Y on the item and on every set member', () => {
    expect(isCouponUsable({ couponUseFlag: 'Y' })).toBe(true);
    expect(isCouponUsable({ couponUseFlag: 'N' })).toBe(false);
    expect(isCouponUsable({ couponUseFlag: 'Y', setItemFlag: 'Y', itemSets: [{ couponUseFlag: 'Y' }, { couponUseFlag: 'Y' }] })).toBe(true);
    expect(isCouponUsable({ couponUseFlag: 'Y', setItemFlag: 'Y', itemSets: [{ couponUseFlag: 'Y' }, { couponUseFlag: 'N' }] })).toBe(false);
    expect(isCouponUsable({ couponUseFlag: 'N', setItemFlag: 'Y', itemSets: [{ couponUseFlag: 'Y' }] })).toBe(false);
  });
});

describe('point limits', () => {
  const limits: PointLimitInput = { heldPoints: 12345, payAmount: 50000, minimumPaymentAmount: 1000, pointUseRatio: 100, pointUseMin: 1000, pointUseMax: 0 };

  it('applies held points, minimum payment, ratio, min, max and rounds down to 100', () => {
    expect(getMaxUsablePoints(limits)).toBe(12300);
    expect(getMaxUsablePoints({ ...limits, heldPoints: 100000 })).toBe(49000);
    expect(getMaxUsablePoints({ ...limits, heldPoints: 100000, pointUseRatio: 30 })).toBe(15000);
    expect(getMaxUsablePoints({ ...limits, pointUseMax: 5050 })).toBe(5000);
    expect(getMaxUsablePoints({ ...limits, heldPoints: 999 })).toBe(0);
    expect(getMaxUsablePoints({ ...limits, payAmount: 500 })).toBe(0);
    expect(clampPointUse(5050, limits)).toBe(5000);
    expect(clampPointUse(900, limits)).toBe(0);
    expect(clampPointUse(99999, limits)).toBe(12300);
    expect(clampPointUse(Number.NaN, limits)).toBe(0);
  });

  it('never exceeds any limit and is a multiple of 100', () => {
    const input = fc.record({
      heldPoints: fc.nat(200_000),
      payAmount: fc.nat(500_000),
      minimumPaymentAmount: fc.nat(10_000),
      pointUseRatio: fc.integer({ min: 0, max: 100 }),
      pointUseMin: fc.nat(5_000),
      pointUseMax: fc.nat(100_000),
    });
    fc.assert(fc.property(input, fc.nat(300_000), (limit, requested) => {
      const used = clampPointUse(requested, limit);
      expect(used % 100).toBe(0);
      expect(used).toBeGreaterThanOrEqual(0);
      expect(used).toBeLessThanOrEqual(Math.max(0, Math.min(requested, limit.heldPoints, limit.payAmount - limit.minimumPaymentAmount, Math.floor((limit.payAmount * limit.pointUseRatio) / 100))));
      if (limit.pointUseMax > 0) expect(used).toBeLessThanOrEqual(limit.pointUseMax);
      if (used > 0) expect(used).toBeGreaterThanOrEqual(limit.pointUseMin);
    }));
  });
});
