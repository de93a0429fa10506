import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '../errors/api-error.ts';
import { getUserMessage } from '../errors/get-user-message.ts';
import { createFetchTransport } from './create-fetch-transport.ts';

type Call = { url: string; init: RequestInit };

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return respond(call);
  }) as typeof fetch;
  return { fn, calls };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

describe('createFetchTransport', () => {
  it('builds the URL, omits empty query values and parses JSON', async () => {
    const { fn, calls } = fakeFetch(() => json({ ok: 1 }));
    const api = createFetchTransport({ baseUrl: 'http://api.test/', fetch: fn });
    const result = await api<{ ok: number }>({ path: '/api/item', query: { categoryUrl: 'top', page: 2, flag: false, a: null, b: undefined, c: '' } });
    expect(result).toEqual({ ok: 1 });
    expect(calls[0]?.url).toBe('http://api.test/api/item?categoryUrl=top&page=2&flag=false');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends JSON bodies with the content type and the per-request headers', async () => {
    let token = 'a';
    const { fn, calls } = fakeFetch(() => json({ status: 200, message: 'OK' }));
    const api = createFetchTransport({ baseUrl: '', fetch: fn, headers: () => ({ Authorization: `Bearer ${token}` }) });
    await api({ method: 'POST', path: '/api/cart/add', body: { arrayRequiredItems: ['1||1||'] } });
    token = 'b';
    await api({ method: 'POST', path: '/api/wishlist/delete-wishlist', body: [1, 2] });
    const first = calls[0]?.init.headers as Record<string, string>;
    expect(calls[0]?.url).toBe('/api/cart/add');
    expect(first['content-type']).toBe('application/json');
    expect(first.Authorization).toBe('Bearer a');
    expect(calls[0]?.init.body).toBe('{"arrayRequiredItems":["1||1||"]}');
    expect((calls[1]?.init.headers as Record<string, string>).Authorization).toBe('Bearer b');
    expect(calls[1]?.init.body).toBe('[1,2]');
  });

  it('passes FormData through without a JSON content type and forwards cache no-store', async () => {
    const { fn, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const api = createFetchTransport({ baseUrl: '', fetch: fn });
    const form = new FormData();
    form.append('orderCode', 'O1');
    const result = await api({ method: 'POST', path: '/api/order/pay', body: form, cache: 'no-store' });
    expect(result).toBeUndefined();
    expect(calls[0]?.init.body).toBe(form);
    expect((calls[0]?.init.headers as Record<string, string>)['content-type']).toBeUndefined();
    expect(calls[0]?.init.cache).toBe('no-store');
  });

  it('resolves text when the answer is not JSON', async () => {
    const { fn } = fakeFetch(() => new Response('plain', { headers: { 'content-type': 'text/plain' } }));
    await expect(createFetchTransport({ baseUrl: '', fetch: fn })({ path: '/x' })).resolves.toBe('plain');
  });

  it('turns a non-2xx answer into an ApiError with the server status, code and message', async () => {
    const { fn } = fakeFetch(() => json({ status: 400, code: 'BAD_REQUEST', message: '수량을 확인해 주세요.' }, 400));
    const api = createFetchTransport({ baseUrl: '', fetch: fn });
    const error = await api({ method: 'POST', path: '/api/cart/add', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, statusName: 'Bad Request', code: 'BAD_REQUEST', method: 'POST', path: '/api/cart/add', message: '수량을 확인해 주세요.' });
  });

  it('uses the default message when the server sends none', async () => {
    const { fn } = fakeFetch(() => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = (await createFetchTransport({ baseUrl: '', fetch: fn })({ path: '/api/seo' }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('API GET /api/seo request failed');
    expect(error.status).toBe(502);
    expect(error.statusName).toBe('Error');
    expect(error.serverMessage).toBeNull();
  });

  it('turns a network failure into NETWORK_ERROR with a Korean user message', async () => {
    const { fn } = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    const error = (await createFetchTransport({ baseUrl: '', fetch: fn })({ path: '/api/cart' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 500, code: 'NETWORK_ERROR', message: 'API GET /api/cart request failed' });
    expect(getUserMessage(error)).toBe('네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('times out with code TIMEOUT', async () => {
    const { fn } = fakeFetch(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const error = (await createFetchTransport({ baseUrl: '', fetch: fn, timeoutMs: 20 })({ path: '/api/cart' }).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('TIMEOUT');
    expect(getUserMessage(error)).toBe('서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('rethrows the caller abort reason untouched', async () => {
    const { fn } = fakeFetch(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const reason = new Error('navigation cancelled');
    const pending = createFetchTransport({ baseUrl: '', fetch: fn })({ path: '/api/cart', signal: controller.signal });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
  });

  it('talks to a real HTTP server', async () => {
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        if (req.url === '/api/missing') {
          res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 404, code: 'NOT_FOUND', message: '상품을 찾을 수 없습니다.' }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: req.url, method: req.method, salesonId: req.headers.salesonid, body: raw }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const api = createFetchTransport({ baseUrl: `http://127.0.0.1:${port}`, headers: () => ({ SALESONID: 'v-1' }) });
      await expect(api({ method: 'POST', path: '/api/visit/pv', body: { uri: '/a b' }, query: { x: 'y' } })).resolves.toEqual({
        url: '/api/visit/pv?x=y',
        method: 'POST',
        salesonId: 'v-1',
        body: '{"uri":"/a b"}',
      });
      await expect(api({ path: '/api/missing' })).rejects.toMatchObject({ status: 404, statusName: 'Not Found', code: 'NOT_FOUND' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
