import fc from 'fast-check';
import { calculateCartCouponDiscount, calculateItemCouponDiscount, type CouponRule } from './coupon-discount.ts';

const fixed: CouponRule = { payType: '1', pay: 3000, payRestriction: 30000, maxDiscount: 0, concurrently: '1' };
const percent: CouponRule = { payType: '2', pay: 10, payRestriction: 0, maxDiscount: 10000, concurrently: '1' };

describe('calculateItemCouponDiscount', () => {
  it('gives nothing below the minimum spend of the line', () => {
    expect(calculateItemCouponDiscount(fixed, { unitPrice: 29999, quantity: 1 })).toBe(0);
    expect(calculateItemCouponDiscount(fixed, { unitPrice: 15000, quantity: 2 })).toBe(3000);
  });

  it('discounts one unit, or every unit for a quantity coupon', () => {
    expect(calculateItemCouponDiscount(percent, { unitPrice: 15555, quantity: 3 })).toBe(1555);
    expect(calculateItemCouponDiscount({ ...fixed, payRestriction: 0, pay: 1000, concurrently: '2' }, { unitPrice: 5000, quantity: 4 })).toBe(4000);
  });

  it('keeps to the cap and never discounts more than the line', () => {
    expect(calculateItemCouponDiscount({ ...percent, concurrently: '2' }, { unitPrice: 80000, quantity: 3 })).toBe(10000);
    expect(calculateItemCouponDiscount({ ...fixed, payRestriction: 0, pay: 9000 }, { unitPrice: 5000, quantity: 1 })).toBe(5000);
    expect(calculateItemCouponDiscount(fixed, { unitPrice: 50000, quantity: 0 })).toBe(0);
  });

  it('is a whole amount between 0 and the line amount', () => {
    const coupon = fc.record({ payType: fc.constantFrom('1', '2'), pay: fc.nat(100), payRestriction: fc.nat(100000), maxDiscount: fc.nat(20000), concurrently: fc.constantFrom('1', '2') });
    fc.assert(fc.property(coupon, fc.nat(200000), fc.nat(20), (c, unitPrice, quantity) => {
      const discount = calculateItemCouponDiscount(c, { unitPrice, quantity });
      expect(Number.isSafeInteger(discount)).toBe(true);
      expect(discount).toBeGreaterThanOrEqual(0);
      expect(discount).toBeLessThanOrEqual(unitPrice * quantity);
      if (c.maxDiscount > 0) expect(discount).toBeLessThanOrEqual(c.maxDiscount);
    }));
  });
});

describe('calculateCartCouponDiscount', () => {
  const cart: CouponRule = { payType: '1', pay: 5000, payRestriction: 50000, maxDiscount: 0, concurrently: '1' };

  it('checks the minimum spend on the items before coupons and discounts what is left', () => {
    expect(calculateCartCouponDiscount(cart, { itemAmount: 49000, amountAfterItemCoupons: 49000 })).toBe(0);
    expect(calculateCartCouponDiscount(cart, { itemAmount: 52000, amountAfterItemCoupons: 49000 })).toBe(5000);
    expect(calculateCartCouponDiscount(cart, { itemAmount: 52000, amountAfterItemCoupons: 3000 })).toBe(3000);
    expect(calculateCartCouponDiscount({ ...cart, payType: '2', pay: 5, maxDiscount: 2000 }, { itemAmount: 90000, amountAfterItemCoupons: 90000 })).toBe(2000);
    expect(calculateCartCouponDiscount({ ...cart, payType: '2', pay: 5 }, { itemAmount: 60000, amountAfterItemCoupons: 55555 })).toBe(2777);
  });
});
