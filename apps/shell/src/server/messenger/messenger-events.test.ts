import { isMessengerTrigger, noticeFor } from './messenger-events.ts';

const call = (path: string, body: unknown, answer: unknown, status = 200) => noticeFor({ method: 'POST', path, body, status, answer });

describe('messenger notifications of shopper actions', () => {
  it('notifies an add to cart with its items, and skips an empty one', () => {
    expect(call('/api/cart/add', { arrayRequiredItems: ['1001||2||', '1002||1||red'] }, { status: 200, message: 'OK' })).toEqual({ kind: 'add-to-cart', arrayRequiredItems: ['1001||2||', '1002||1||red'] });
    expect(call('/api/cart/add', { arrayRequiredItems: [] }, { status: 200 })).toBeNull();
    expect(call('/api/cart/add', {}, { status: 200 })).toBeNull();
  });

  it('notifies a wishlist add but not a removal', () => {
    expect(call('/api/wishlist', { itemId: 7 }, { addEventType: 'ADD' })).toEqual({ kind: 'wishlist', itemId: 7 });
    expect(call('/api/wishlist', { itemId: 7 }, { removed: true, wishlistId: 3 })).toBeNull();
  });

  it('notifies orders, cancellations, returns and reviews', () => {
    expect(call('/api/order/save', {}, { orderCode: '20261125-000001' })).toEqual({ kind: 'order', orderCode: '20261125-000001', orderSequence: 0 });
    expect(call('/api/order/cancel', { orderCode: 'O1' }, {})).toEqual({ kind: 'all-refund', orderCode: 'O1', orderSequence: 0 });
    expect(call('/api/order/cancel-apply', { orderCode: 'O2' }, {})).toEqual({ kind: 'all-refund', orderCode: 'O2', orderSequence: 0 });
    expect(call('/api/order/return-apply', { orderCode: 'O3' }, { item: [{ itemSequence: 0 }, { itemSequence: 1 }] })).toEqual({ kind: 'refund', orderCode: 'O3', orderSequence: 0, claimApplyItemKeys: ['0', '1'] });
    expect(call('/api/mypage/review', {}, { itemReviewId: 42, earnedPoint: 500 })).toEqual({ kind: 'review', reviewId: 42 });
  });

  it('sends nothing for a refused call or another endpoint', () => {
    expect(call('/api/cart/add', { arrayRequiredItems: ['1||1||'] }, { code: 'SOLD_OUT' }, 400)).toBeNull();
    expect(call('/api/cart/update-quantity', { cartId: 1 }, { status: 200 })).toBeNull();
    expect(isMessengerTrigger('POST', '/api/cart/add')).toBe(true);
    expect(isMessengerTrigger('GET', '/api/cart/add')).toBe(false);
    expect(isMessengerTrigger('POST', '/api/cart')).toBe(false);
  });
});
