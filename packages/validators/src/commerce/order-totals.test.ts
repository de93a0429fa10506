import fc from 'fast-check';
import { calculateCartTotals, calculateLineAmount, calculatePaymentAmount } from './order-totals.ts';
import type { CartTotalsGroup } from './order-totals.ts';

describe('order totals', () => {
  it('final payment = sale amount - discount + shipping', () => {
    expect(calculatePaymentAmount({ saleAmount: 30000, discountAmount: 3000, shippingAmount: 2500 })).toBe(29500);
    expect(calculatePaymentAmount({ saleAmount: 30000, discountAmount: 3000, shippingAmount: 2500, couponDiscountAmount: 1000, pointAmount: 500 })).toBe(28000);
    expect(calculatePaymentAmount({ saleAmount: 1000, discountAmount: 0, shippingAmount: 0, pointAmount: 5000 })).toBe(0);
  });

  it('sums checked lines only, with shipping per group', () => {
    const groups: CartTotalsGroup[] = [
      {
        shippingType: '2', shipping: 3000, shippingFreeAmount: 30000, shippingItemCount: 0,
        lines: [
          { itemSalePrice: 12900, optionPrice: 1000, quantity: 2, discountAmount: 2000, earnPoint: 100 },
          { itemSalePrice: 50000, optionPrice: 0, quantity: 1, discountAmount: 0, checked: false },
        ],
      },
      { shippingType: '5', shipping: 2500, shippingFreeAmount: 0, shippingItemCount: 2, lines: [{ itemSalePrice: 5000, optionPrice: 0, quantity: 3, discountAmount: 0 }] },
    ];
    expect(calculateLineAmount({ itemSalePrice: 12900, optionPrice: 1000, quantity: 2 })).toBe(27800);
    expect(calculateCartTotals(groups)).toEqual({ itemAmount: 42800, discountAmount: 2000, shippingAmount: 8000, earnPoint: 200, paymentAmount: 48800, groupShipping: [3000, 5000] });
  });

  it('never goes negative and stays consistent', () => {
    const line = fc.record({
      itemSalePrice: fc.integer({ min: 0, max: 500_000 }),
      optionPrice: fc.integer({ min: 0, max: 50_000 }),
      quantity: fc.integer({ min: 0, max: 20 }),
      discountAmount: fc.integer({ min: 0, max: 100_000 }),
      checked: fc.boolean(),
    });
    const group = fc.record({
      shippingType: fc.constantFrom('1', '2', '3', '4', '5', '6'),
      shipping: fc.integer({ min: 0, max: 10_000 }),
      shippingFreeAmount: fc.integer({ min: 0, max: 100_000 }),
      shippingItemCount: fc.integer({ min: 1, max: 5 }),
      lines: fc.array(line, { maxLength: 5 }),
    });
    fc.assert(fc.property(fc.array(group, { maxLength: 4 }), (groups) => {
      const totals = calculateCartTotals(groups);
      expect(totals.paymentAmount).toBeGreaterThanOrEqual(0);
      expect(totals.shippingAmount).toBe(totals.groupShipping.reduce((a, b) => a + b, 0));
      expect(totals.paymentAmount).toBe(Math.max(0, totals.itemAmount - totals.discountAmount + totals.shippingAmount));
      const none = calculateCartTotals(groups.map((g) => ({ ...g, lines: g.lines.map((l) => ({ ...l, checked: false })) })));
      expect(none).toMatchObject({ itemAmount: 0, shippingAmount: 0, paymentAmount: 0 });
    }));
  });
});
