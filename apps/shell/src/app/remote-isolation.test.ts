import { ApiError } from '@shop/api-client';
import { data } from '@shop/router';
import { setRemoteDeadline, withDeadline } from './remote-isolation.tsx';

describe('withDeadline', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('passes a remote answer such as a 404 through', async () => {
    const notFound = data(null, { status: 404, statusText: 'Not Found' });
    await expect(withDeadline('catalog', 'loader', async () => Promise.reject(notFound))).rejects.toBe(notFound);
  });

  it('turns a remote that hangs into a 503 for its area', async () => {
    setRemoteDeadline(20);
    const error = await withDeadline('catalog', 'loader', () => new Promise(() => {})).catch((e: unknown) => e);
    expect(error).toMatchObject({ init: { status: 503 }, data: { remote: 'catalog' } });
    setRemoteDeadline(10_000);
  });

  it('turns a remote that throws into a 503 and names the remote in the log', async () => {
    const error = await withDeadline('cart_order', 'page code', async () => Promise.reject(new Error('boom'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ init: { status: 503 } });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[remote:cart_order] page code failed: boom'));
  });

  it('answers an API refusal of the address (400, 404) with that status and message, not a 503, and blames no remote', async () => {
    const tooLong = new ApiError({ status: 400, code: 'BAD_REQUEST', method: 'GET', path: '/api/item/x', serverMessage: '상품 코드는 50자 이내로 입력해 주세요.' });
    const refused = await withDeadline('catalog', 'loader', async () => Promise.reject(tooLong)).catch((e: unknown) => e);
    expect(refused).toMatchObject({ init: { status: 400 }, data: { message: '상품 코드는 50자 이내로 입력해 주세요.' } });
    const missing = new ApiError({ status: 404, method: 'GET', path: '/api/event/9' });
    expect(await withDeadline('catalog', 'loader', async () => Promise.reject(missing)).catch((e: unknown) => e)).toMatchObject({ init: { status: 404 } });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('keeps API failures that are not the visitor\'s fault (5xx, 401) a 503', async () => {
    for (const status of [500, 502, 401]) {
      const failure = new ApiError({ status, method: 'GET', path: '/api/item' });
      expect(await withDeadline('catalog', 'loader', async () => Promise.reject(failure)).catch((e: unknown) => e)).toMatchObject({ init: { status: 503 } });
    }
  });
});
