import { quantityLimitMessage } from './quantity-limit.ts';

describe('quantityLimitMessage', () => {
  it('names the limit the quantity stands at', () => {
    expect(quantityLimitMessage(5, { minQuantity: 1, maxQuantity: 5 })).toBe('최대 구매 수량은 5개 입니다.');
    expect(quantityLimitMessage(2, { minQuantity: 2, maxQuantity: 10 })).toBe('최소 구매 수량은 2개 입니다.');
    expect(quantityLimitMessage(3, { minQuantity: 2, maxQuantity: 10 })).toBeNull();
    expect(quantityLimitMessage(1, { minQuantity: 1, maxQuantity: null })).toBeNull();
  });
});
