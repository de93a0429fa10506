import { shippingText } from './shipping-text.ts';

const BASE = { shipping: 3000, shippingFreeAmount: 0, shippingItemCount: 0 };

describe('shippingText', () => {
  it('says 무료배송 for free shipping', () => {
    expect(shippingText({ ...BASE, shippingType: '1', shipping: 0 })).toBe('무료배송');
    expect(shippingText({ ...BASE, shippingType: '1' })).toBe('무료배송');
    expect(shippingText({ ...BASE, shippingType: '2', shipping: 0 })).toBe('무료배송');
  });

  it('names the free-shipping threshold for conditional types', () => {
    for (const shippingType of ['2', '3', '4']) {
      expect(shippingText({ ...BASE, shippingType, shippingFreeAmount: 50000 })).toBe('3,000원 (50,000원 이상 구매 시 무료)');
    }
    expect(shippingText({ ...BASE, shippingType: '2' })).toBe('3,000원');
  });

  it('names the batch size when the fee is charged per N items', () => {
    expect(shippingText({ ...BASE, shippingType: '5', shipping: 2500, shippingItemCount: 3 })).toBe('2,500원 (3개마다 부과)');
  });

  it('says 고정 배송비 for a fixed fee', () => {
    expect(shippingText({ ...BASE, shippingType: '6' })).toBe('고정 배송비 3,000원');
  });
});
