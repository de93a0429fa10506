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
});
