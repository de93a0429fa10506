import { checkQuantity, quantityLimits } from './quantity-rules.ts';

describe('quantity rules', () => {
  it('keeps quantities inside the limits with the exact messages', () => {
    const limits = quantityLimits(2, 5);
    expect(checkQuantity(3, limits)).toEqual({ quantity: 3, message: null });
    expect(checkQuantity(1, limits)).toEqual({ quantity: 2, message: '최소 구매 수량은 2개 입니다.' });
    expect(checkQuantity(6, limits)).toEqual({ quantity: 5, message: '최대 구매 수량은 5개 입니다.' });
    expect(checkQuantity(Number.NaN, limits)).toEqual({ quantity: 2, message: null });
  });

  it('reads the limits: at least 1, a maximum never below the minimum, 0 meaning no maximum', () => {
    expect(quantityLimits(0, 0)).toEqual({ min: 1, max: Number.POSITIVE_INFINITY });
    expect(quantityLimits(3, 2)).toEqual({ min: 3, max: 3 });
    expect(checkQuantity(500, quantityLimits(1, 0))).toEqual({ quantity: 500, message: null });
  });
});
