import { normalizeCart } from '@shop/api-client';
import { demoCart } from '../../testing/seed/demo-cart.ts';
import { toCartModel } from './cart-model.ts';
import { computeCartTotals } from './cart-totals.ts';

const model = toCartModel(normalizeCart(demoCart()));
const groupKeys = model.sellers.flatMap((seller) => seller.groups.map((group) => group.key));

describe('computeCartTotals', () => {
  it('totals every checked line; a sold-out line never counts', () => {
    const totals = computeCartTotals(model, [1, 2, 3, 4, 5]);
    expect(totals).toMatchObject({ itemAmount: 144000, shippingAmount: 6000, discountAmount: 0, paymentAmount: 150000 });
    expect(totals.groups[groupKeys[0]!]).toEqual({ itemAmount: 30000, shippingAmount: 0, total: 30000 });
    expect(totals.groups[groupKeys[1]!]).toEqual({ itemAmount: 15000, shippingAmount: 6000, total: 21000 });
    expect(totals.groups[groupKeys[2]!]).toEqual({ itemAmount: 0, shippingAmount: 0, total: 0 });
  });

  it('charges the conditional fee again when unchecking drops a group under its free amount', () => {
    const totals = computeCartTotals(model, [2, 3, 5]);
    expect(totals.groups[groupKeys[0]!]).toEqual({ itemAmount: 18000, shippingAmount: 3000, total: 21000 });
    expect(totals).toMatchObject({ itemAmount: 132000, shippingAmount: 9000, paymentAmount: 141000 });
  });

  it('is zero with nothing checked', () => {
    expect(computeCartTotals(model, [])).toMatchObject({ itemAmount: 0, shippingAmount: 0, paymentAmount: 0 });
  });
});
