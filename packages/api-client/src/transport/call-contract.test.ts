import { ApiError } from '../errors/api-error.ts';
import { callContract } from './call-contract.ts';
import { createFetchTransport } from './create-fetch-transport.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('callContract', () => {
  it('builds method and path from the contract, filling its parameters', async () => {
    const urls: string[] = [];
    const api = createFetchTransport({ baseUrl: 'http://api.test', fetch: (async (url: string) => (urls.push(url), json({ totalQuantity: 2 }))) as typeof fetch });
    await expect(callContract(api, 'GET /api/cart/count', {})).resolves.toEqual({ totalQuantity: 2 });
    await callContract(api, 'GET /api/item/:itemUserCode', { params: { itemUserCode: 'P 1' } }).catch(() => undefined);
    expect(urls).toEqual(['http://api.test/api/cart/count', 'http://api.test/api/item/P%201']);
  });

  it('cannot be written for an endpoint without a contract, nor with input the contract does not take', () => {
    const api = createFetchTransport({ baseUrl: '', fetch: (async () => json({})) as unknown as typeof fetch });
    const calls = () => [
      // @ts-expect-error no contract describes POST /api/visit/unknown
      callContract(api, 'POST /api/visit/unknown', { body: { visitorId: 'v' } }),
      // @ts-expect-error the item's path parameter is missing
      callContract(api, 'GET /api/item/:itemUserCode', {}),
      // @ts-expect-error quantity is a number
      callContract(api, 'POST /api/cart/update-quantity', { body: { cartId: 1, quantity: 'two' } }),
    ];
    expect(typeof calls).toBe('function');
  });

  it('fails a drifted answer in tests (code ANSWER_MISMATCH) and lets it through when checks are off', async () => {
    const drifted = (async () => json({ totalQuantity: '2' })) as unknown as typeof fetch;
    const checked = createFetchTransport({ baseUrl: '', fetch: drifted });
    const error = await callContract(checked, 'GET /api/cart/count', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'ANSWER_MISMATCH', path: '/api/cart/count' });
    expect(String((error as ApiError).cause)).toContain('GET /api/cart/count: the answer does not match its contract at "totalQuantity"');
    const unchecked = createFetchTransport({ baseUrl: '', fetch: drifted, checkAnswers: false });
    await expect(callContract(unchecked, 'GET /api/cart/count', {})).resolves.toEqual({ totalQuantity: '2' });
  });
});
