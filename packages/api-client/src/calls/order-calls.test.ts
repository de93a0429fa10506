import { createRecordingTransport } from '../testing/recording-transport.ts';
import {
  calculateOrder, cancelOrder, confirmTossPayment, createOrderSheet, failTossPayment, getGuestOrder, getOrderDetail, getPaymentStep, saveOrder,
} from './order-calls.ts';

describe('order calls', () => {
  it('creates a sheet from cart lines or 바로구매 lines and answers its id', async () => {
    const { api, requests } = createRecordingTransport(() => ({ orderSheetId: 'sheet-1' }));
    expect(await createOrderSheet(api, { cartIds: [3, 4] })).toBe('sheet-1');
    expect(await createOrderSheet(api, { arrayRequiredItems: ['1001||2||'] })).toBe('sheet-1');
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/order/buy', { cartIds: [3, 4] }],
      ['POST', '/api/order/buy', { arrayRequiredItems: ['1001||2||'] }],
    ]);
  });

  it('opens and prices the sheet without caching, sending the zipcode only when known', async () => {
    const { api, requests } = createRecordingTransport(() => ({ orderSheetId: 's' }));
    await getPaymentStep(api, 's');
    await getPaymentStep(api, 's', '63000');
    await calculateOrder(api, { orderSheetId: 's', zipcode: '63000', itemCoupons: [{ itemSequence: 0, couponUserId: 9 }], cartCouponUserId: null, usePoint: 1000 });
    expect(requests.map((r) => [r.path, r.body, r.cache])).toEqual([
      ['/api/order/payment-step', { orderSheetId: 's' }, 'no-store'],
      ['/api/order/payment-step', { orderSheetId: 's', zipcode: '63000' }, 'no-store'],
      ['/api/order/calculate', { orderSheetId: 's', zipcode: '63000', itemCoupons: [{ itemSequence: 0, couponUserId: 9 }], cartCouponUserId: null, usePoint: 1000 }, 'no-store'],
    ]);
  });

  it('places, confirms, fails, reads and cancels orders on their endpoints', async () => {
    const { api, requests } = createRecordingTransport((request) => (request.path === '/api/order/toss/fail' ? { code: 'userCancel', message: '결제를 취소하셨습니다.' } : { orderCode: 'O1' }));
    const receiver = { receiveName: '김', receiveMobile: '01012345678', zipcode: '06236', address: '서울', addressDetail: '1' };
    await saveOrder(api, { orderSheetId: 's', idempotencyKey: 'abcdefgh12', paymentMethod: 'card', expectedPayAmount: 1000, receiver, privacyAgreed: true, purchaseAgreed: true });
    await confirmTossPayment(api, { orderCode: 'O1', paymentKey: 'pk', amount: 1000 });
    expect(await failTossPayment(api, { orderCode: 'O1', code: 'userCancel' })).toBe('결제를 취소하셨습니다.');
    await getOrderDetail(api, 'O1');
    await getGuestOrder(api, 'O1', 'pass1234');
    await cancelOrder(api, 'O1');
    expect(requests.map((r) => [r.method, r.path, r.query ?? r.body])).toEqual([
      ['POST', '/api/order/save', expect.objectContaining({ idempotencyKey: 'abcdefgh12', paymentMethod: 'card' })],
      ['POST', '/api/order/toss/confirm', { orderCode: 'O1', paymentKey: 'pk', amount: 1000 }],
      ['POST', '/api/order/toss/fail', { orderCode: 'O1', code: 'userCancel' }],
      ['GET', '/api/order/detail', { orderCode: 'O1' }],
      ['POST', '/api/order/guest/detail', { orderCode: 'O1', guestPassword: 'pass1234' }],
      ['POST', '/api/order/cancel', { orderCode: 'O1' }],
    ]);
  });
});
