/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { API_AGENT_IDLE_TIMEOUT_MS, createApiFetch, type ApiFetch } from './api-fetch.ts';
import { SERVER_KEEP_ALIVE_TIMEOUT_MS } from './server-timeouts.ts';

describe('createApiFetch (the shell server API calls over node:http)', () => {
  let api: Server;
  let origin = '';
  let apiFetch: ApiFetch;
  let seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const sockets = new Set<string>();

  beforeAll(async () => {
    api = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        sockets.add(`${req.socket.remotePort}`);
        if (req.url === '/api/slow') return void setTimeout(() => res.end('{}'), 2_000).unref();
        if (req.url === '/api/missing') return void res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 404, code: 'NOT_FOUND', message: '상품을 찾을 수 없습니다.' }));
        if (req.url === '/api/empty') return void res.writeHead(204).end();
        if (req.url === '/api/cut') {
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
          res.write('{"a":');
          return void setTimeout(() => res.socket?.destroy(), 20);
        }
        res.writeHead(200, [['content-type', 'application/json; charset=utf-8'], ['cache-control', 'public, max-age=60'], ['set-cookie', 'a=1'], ['set-cookie', 'b=2']]);
        res.end(JSON.stringify({ name: '무선 이어폰', method: req.method }));
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    apiFetch = createApiFetch();
  });
  beforeEach(() => {
    seen = [];
    sockets.clear();
  });
  afterAll(async () => {
    apiFetch.close();
    api.closeAllConnections();
    await new Promise((resolve) => api.close(resolve));
  });

  it('gives the same status, headers and body as the global fetch', async () => {
    for (const get of [fetch, apiFetch]) {
      const response = await get(`${origin}/api/item?x=1`, { headers: { accept: 'application/json', authorization: 'Bearer t' } });
      expect(response.status).toBe(200);
      expect(response.ok).toBe(true);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
      expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
      expect(await response.json()).toEqual({ name: '무선 이어폰', method: 'GET' });
    }
    expect(seen.map((s) => [s.url, s.headers.authorization])).toEqual([
      ['/api/item?x=1', 'Bearer t'],
      ['/api/item?x=1', 'Bearer t'],
    ]);
  });

  it('answers errors and empty answers as fetch does', async () => {
    const missing = await apiFetch(new URL(`${origin}/api/missing`));
    expect([missing.status, missing.ok]).toEqual([404, false]);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND', message: '상품을 찾을 수 없습니다.' });
    const empty = await apiFetch(`${origin}/api/empty`);
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('sends a method and a JSON body, and a text body typed as fetch types it', async () => {
    await apiFetch(`${origin}/api/cart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"itemId":1}' });
    await apiFetch(`${origin}/api/note`, { method: 'put', body: 'hello' });
    expect(seen.map((s) => [s.method, s.headers['content-type'], s.body])).toEqual([
      ['POST', 'application/json', '{"itemId":1}'],
      ['PUT', 'text/plain;charset=UTF-8', 'hello'],
    ]);
  });

  it('keeps connections alive between calls', async () => {
    for (let i = 0; i < 5; i += 1) await (await apiFetch(`${origin}/api/item`)).text();
    expect(sockets.size).toBe(1);
  });

  it('rejects with the signal reason on abort, before or while waiting', async () => {
    const reason = new Error('visitor left');
    await expect(apiFetch(`${origin}/api/item`, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
    const controller = new AbortController();
    const pending = apiFetch(`${origin}/api/slow`, { signal: controller.signal });
    setTimeout(() => controller.abort(reason), 50);
    await expect(pending).rejects.toBe(reason);
    await expect(apiFetch(`${origin}/api/slow`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('rejects with TypeError when the API is unreachable or cuts the answer short', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(apiFetch(`http://127.0.0.1:${port}/api/item`)).rejects.toBeInstanceOf(TypeError);
    await expect(apiFetch(`${origin}/api/cut`)).rejects.toBeInstanceOf(TypeError);
  });

  it('hands bodies it does not send itself to the fallback', async () => {
    const fallback = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => new Response('fallback'));
    const withFallback = createApiFetch({ fallback });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const response = await withFallback(`${origin}/api/upload`, { method: 'POST', body: form });
    expect(await response.text()).toBe('fallback');
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    withFallback.close();
  });
});

describe('createApiFetch and servers that close idle connections', () => {
  /**
   * An HTTP/1.1 server over plain sockets that answers the first request of each connection (keep-alive) and, like a
   * server closing an idle connection just as a request arrives, resets the connection at its second request.
   */
  async function closingServer(): Promise<{ origin: string; requests: string[]; connections: () => number; close: () => Promise<void> }> {
    const requests: string[] = [];
    const sockets = new Set<Socket>();
    let connections = 0;
    const server: TcpServer = createTcpServer((socket) => {
      connections += 1;
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      let served = 0;
      let buffered = '';
      socket.on('data', (chunk: Buffer) => {
        buffered += chunk.toString('latin1');
        while (buffered.includes('\r\n\r\n')) {
          const head = buffered.slice(0, buffered.indexOf('\r\n\r\n'));
          const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
          buffered = buffered.slice(head.length + 4 + length);
          requests.push(head.split('\r\n')[0]!);
          served += 1;
          if (served > 1) {
            socket.resetAndDestroy();
            return;
          }
          const body = '{"ok":true}';
          socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      requests,
      connections: () => connections,
      close: async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('sends a GET again, on a new connection, when its reused connection is reset before any answer', async () => {
    const server = await closingServer();
    const apiFetch = createApiFetch();
    try {
      expect(await (await apiFetch(`${server.origin}/api/category`)).json()).toEqual({ ok: true });
      // The pooled connection is reset at the next request: the call still gets its answer.
      const again = await apiFetch(`${server.origin}/api/category`);
      expect([again.status, await again.json()]).toEqual([200, { ok: true }]);
      expect(server.requests).toEqual(['GET /api/category HTTP/1.1', 'GET /api/category HTTP/1.1', 'GET /api/category HTTP/1.1']);
      expect(server.connections()).toBe(2);
    } finally {
      apiFetch.close();
      await server.close();
    }
  });

  it('never sends a POST twice: a reset reused connection is a failure the caller sees', async () => {
    const server = await closingServer();
    const apiFetch = createApiFetch();
    try {
      await (await apiFetch(`${server.origin}/api/item`)).text();
      await expect(apiFetch(`${server.origin}/api/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"itemId":1}' })).rejects.toBeInstanceOf(TypeError);
      expect(server.requests.filter((r) => r.startsWith('POST'))).toHaveLength(1);
    } finally {
      apiFetch.close();
      await server.close();
    }
  });

  it('answers every call while a real server closes each connection as soon as it is idle', async () => {
    const seen = new Set<Socket>();
    let closedIdle: () => void = () => undefined;
    const api = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
    // Idle connections are closed at once (Node's smallest keep-alive timeout): every next call meets a connection
    // the server is closing or has closed.
    api.keepAliveTimeout = 1;
    api.on('connection', (socket: Socket) => {
      seen.add(socket);
      socket.on('close', () => closedIdle());
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const apiFetch = createApiFetch();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        const closed = new Promise<void>((resolve) => (closedIdle = resolve));
        statuses.push((await apiFetch(`${origin}/api/category`)).status);
        // Every other call goes out right when the server has closed the connection the agent may still hold, the
        // others as soon as the answer is in, while the server's idle timer runs.
        if (i % 2 === 0) await closed;
      }
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(seen.size).toBeGreaterThanOrEqual(100);
    } finally {
      apiFetch.close();
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('closes its idle connections before the servers do', () => {
    expect(API_AGENT_IDLE_TIMEOUT_MS).toBeLessThan(SERVER_KEEP_ALIVE_TIMEOUT_MS);
  });
});
