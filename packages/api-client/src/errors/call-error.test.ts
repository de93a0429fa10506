import { ApiError } from './api-error.ts';
import { isCallError, type CallErrorCode } from './call-error.ts';
import { getUserMessage } from './get-user-message.ts';

const sheetUsed = new ApiError({ status: 409, code: 'ORDER_SHEET_USED', method: 'POST', path: '/api/order/payment-step', endpoint: 'POST /api/order/payment-step' });

describe('isCallError', () => {
  it('narrows a failure to the codes its endpoint can answer', () => {
    const error: unknown = sheetUsed;
    expect(isCallError(error, 'POST /api/order/payment-step') && error.code === 'ORDER_SHEET_USED').toBe(true);
    // The transport's and the proxy's codes come with every call.
    expect(isCallError(error, 'POST /api/order/payment-step') && (error.code === 'NETWORK_ERROR' || error.code === 'UPSTREAM_TIMEOUT')).toBe(false);
    // @ts-expect-error the payment step never answers PAYMENT_NOT_PENDING (that is `POST /api/order/toss/confirm`)
    expect(isCallError(error, 'POST /api/order/payment-step') && error.code === 'PAYMENT_NOT_PENDING').toBe(false);
    // @ts-expect-error SOMETHING_ELSE is no code of the vocabulary
    const unknown: CallErrorCode<'POST /api/order/save'> = 'SOMETHING_ELSE';
    expect(unknown).toBe('SOMETHING_ELSE');
  });

  it('is false for an error of another endpoint and for anything but an ApiError', () => {
    expect(isCallError(sheetUsed, 'POST /api/order/save')).toBe(false);
    expect(isCallError(new Error('boom'), 'POST /api/order/payment-step')).toBe(false);
    expect(isCallError(new ApiError({ status: 409, code: 'ORDER_SHEET_USED', method: 'POST', path: '/' }), 'POST /api/order/save')).toBe(true);
  });

  it('shows the vocabulary’s Korean message for a client code', () => {
    expect(getUserMessage(new ApiError({ code: 'TIMEOUT', method: 'GET', path: '/api/cart', endpoint: 'GET /api/cart' }))).toBe('서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.');
  });
});
