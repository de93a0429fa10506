import { ApiError, isApiError, withErrorCode } from './api-error.ts';
import { getUserMessage } from './get-user-message.ts';
import { getStatusName } from './status-name.ts';

describe('ApiError', () => {
  it('defaults to status 500 and the request-failed message', () => {
    const error = new ApiError({ method: 'DELETE', path: '/api/x' });
    expect(error.status).toBe(500);
    expect(error.statusName).toBe('Internal Server Error');
    expect(error.message).toBe('API DELETE /api/x request failed');
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('names the default statuses', () => {
    expect([400, 401, 403, 404, 500, 418, 503].map(getStatusName)).toEqual(['Bad Request', 'Unauthorized', 'Forbidden', 'Not Found', 'Internal Server Error', 'Error', 'Error']);
  });

  it('relabels a failure with a feature code and keeps status and server message', () => {
    const original = new ApiError({ status: 401, method: 'POST', path: '/api/wishlist', serverMessage: '로그인이 필요합니다.' });
    const relabelled = withErrorCode(original, 'WISHLIST_ADD_FAILED', 'POST', '/api/wishlist');
    expect(relabelled).toMatchObject({ status: 401, code: 'WISHLIST_ADD_FAILED', serverMessage: '로그인이 필요합니다.' });
    expect(relabelled.cause).toBe(original);
  });
});

describe('getUserMessage', () => {
  it('prefers client codes, then the server message, then the status', () => {
    expect(getUserMessage(new ApiError({ code: 'WISHLIST_ADD_FAILED', method: 'POST', path: '/', serverMessage: 'x' }))).toBe('관심상품 등록에 실패했습니다.');
    expect(getUserMessage(new ApiError({ status: 400, code: 'BAD_REQUEST', method: 'POST', path: '/', serverMessage: '수량을 확인해 주세요.' }))).toBe('수량을 확인해 주세요.');
    expect(getUserMessage(new ApiError({ status: 404, method: 'GET', path: '/' }))).toBe('요청한 정보를 찾을 수 없습니다.');
    expect(getUserMessage(new ApiError({ status: 409, method: 'GET', path: '/' }))).toBe('요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    expect(getUserMessage(new Error('boom'))).toBe('요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
  });
});
