import { normalizeCart } from '@shop/api-client';
import { demoCart } from '../../testing/seed/demo-cart.ts';
import { allLines, hasFreeShippingThreshold, toCartModel } from './cart-model.ts';

describe('toCartModel', () => {
  it('keeps sellers, shipping groups and lines in the API order', () => {
    const model = toCartModel(normalizeCart(demoCart()));
    expect(model.sellers.map((seller) => [seller.sellerName, seller.itemQuantity, seller.groups.length])).toEqual([
      ['본사', 2, 1],
      ['푸른들농산(주)', 1, 1],
      ['(주)한빛리빙', 2, 2],
    ]);
    expect(allLines(model).map((line) => line.cartId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('derives prices per piece, the sold-out state, limits and plain option text', () => {
    const lines = allLines(toCartModel(normalizeCart(demoCart())));
    expect(lines[0]).toMatchObject({ unitPrice: 12000, listUnitPrice: 15000, soldOut: false, maxQuantity: null, minQuantity: 1 });
    expect(lines[1]).toMatchObject({ maxQuantity: 5 });
    expect(lines[3]).toMatchObject({ soldOut: true });
    expect(lines[4]).toMatchObject({ unitPrice: 99000, listUnitPrice: 99000, options: '색상: 그레이 & 화이트' });
  });

  it('is empty for a cart without receivers', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(toCartModel(normalizeCart({ orderPrice: null, displayNaverPayFlag: false })).sellers).toEqual([]);
  });

  it('marks only conditional groups (types 2, 3, 4) with a threshold as free from an amount', () => {
    expect(hasFreeShippingThreshold({ shippingType: '2', shippingFreeAmount: 30000 })).toBe(true);
    expect(hasFreeShippingThreshold({ shippingType: '4', shippingFreeAmount: 50000 })).toBe(true);
    expect(hasFreeShippingThreshold({ shippingType: '3', shippingFreeAmount: 0 })).toBe(false);
    expect(hasFreeShippingThreshold({ shippingType: '5', shippingFreeAmount: 30000 })).toBe(false);
    expect(hasFreeShippingThreshold({ shippingType: '1', shippingFreeAmount: 0 })).toBe(false);
  });
});
