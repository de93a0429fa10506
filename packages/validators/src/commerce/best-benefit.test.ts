import fc from 'fast-check';
import { findBestBenefit, findBestItemCoupons, type BenefitLine } from './best-benefit.ts';

const points = { heldPoints: 0, minimumPaymentAmount: 0, pointUseRatio: 100, pointUseMin: 1000, pointUseMax: 0 };

describe('findBestItemCoupons', () => {
  it('uses each coupon on one line only, where it gives the most overall', () => {
    const lines: BenefitLine[] = [
      { lineKey: 0, offers: [{ couponId: 1, discount: 5000 }, { couponId: 2, discount: 4000 }] },
      { lineKey: 1, offers: [{ couponId: 1, discount: 4500 }] },
    ];
    // Greedy would put coupon 1 on line 0 (5000) and leave line 1 without: 5000. Best is 4000 + 4500.
    expect(findBestItemCoupons(lines)).toEqual({
      total: 8500,
      choices: [{ lineKey: 0, couponId: 2, discount: 4000 }, { lineKey: 1, couponId: 1, discount: 4500 }],
    });
    expect(findBestItemCoupons([])).toEqual({ total: 0, choices: [] });
  });

  it('matches an exhaustive search on small cases', () => {
    const offer = fc.record({ couponId: fc.integer({ min: 1, max: 4 }), discount: fc.nat(10000) });
    const linesArb = fc.array(fc.array(offer, { maxLength: 3 }), { maxLength: 4 }).map((ls) => ls.map((offers, lineKey) => ({ lineKey, offers })));
    const brute = (lines: BenefitLine[], used: Set<number>, i: number): number => {
      const line = lines[i];
      if (!line) return 0;
      let best = brute(lines, used, i + 1);
      for (const o of line.offers) {
        if (used.has(o.couponId)) continue;
        best = Math.max(best, o.discount + brute(lines, new Set([...used, o.couponId]), i + 1));
      }
      return best;
    };
    fc.assert(fc.property(linesArb, (lines) => {
      const found = findBestItemCoupons(lines);
      expect(found.total).toBe(brute(lines, new Set(), 0));
      expect(new Set(found.choices.map((c) => c.couponId)).size).toBe(found.choices.length);
    }));
  });
});

describe('findBestBenefit', () => {
  it('adds the best cart coupon and as many points as the rules allow on the rest', () => {
    const best = findBestBenefit({
      lines: [{ lineKey: 0, offers: [{ couponId: 1, discount: 3000 }] }],
      cartCouponIds: [7, 8],
      cartCouponDiscount: (id, itemTotal) => (id === 7 ? 2000 : Math.floor((60000 - itemTotal) / 10)),
      payAmount: 62500,
      points: { ...points, heldPoints: 12345 },
    });
    expect(best).toEqual({ itemCoupons: [{ lineKey: 0, couponId: 1, discount: 3000 }], cartCoupon: { couponId: 8, discount: 5700 }, points: 12300, totalDiscount: 21000 });
  });

  it('uses no points when the rest is below the minimum use, and never discounts more than the payment', () => {
    const best = findBestBenefit({ lines: [], cartCouponIds: [], cartCouponDiscount: () => 0, payAmount: 900, points: { ...points, heldPoints: 5000 } });
    expect(best.points).toBe(0);
    const all = findBestBenefit({ lines: [], cartCouponIds: [], cartCouponDiscount: () => 0, payAmount: 3000, points: { ...points, heldPoints: 5000 } });
    expect(all.points).toBe(3000);
  });
});
