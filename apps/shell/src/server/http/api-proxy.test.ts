/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { postInPieces } from '../testing/raw-http.ts';
import { PROXY_BODY_LIMITS } from './proxy.ts';
import { forwardToApi } from './api-proxy.ts';
import { proxyApp } from '../testing/proxy-app.ts';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the /api proxy (reply-from) when the API fails', () => {
  let slowApi: Server;
  let shellUrl = '';
  let downUrl = '';
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    slowApi = createServer(() => undefined); // never answers
    const slowOrigin = await listen(slowApi);
    const slow = await proxyApp(slowOrigin, (request, reply) => forwardToApi(request, reply, { target: '/api/x', extraHeaders: {}, timeoutMs: 300 }));
    const down = await proxyApp('http://127.0.0.1:9', (request, reply) => forwardToApi(request, reply, { target: '/api/x', extraHeaders: {}, timeoutMs: 300 })); // nothing listens on the discard port
    apps.push(slow.app, down.app);
    shellUrl = slow.origin;
    downUrl = down.origin;
  });
  afterAll(() => {
    slowApi.closeAllConnections();
    slowApi.close();
    for (const app of apps) void app.close();
  });

  it('answers a timeout with 504 and the table\'s Korean message', async () => {
    const response = await fetch(`${shellUrl}/api/x`);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ status: 504, code: 'UPSTREAM_TIMEOUT', message: '서버의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.' });
  });

  it('answers an API that is down with 502 and the table\'s Korean message', async () => {
    const response = await fetch(`${downUrl}/api/x`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ status: 502, code: 'UPSTREAM_UNAVAILABLE', message: '일시적으로 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' });
  });
});

describe('the /api proxy (reply-from) with request bodies', () => {
  let api: Server;
  let shell: FastifyInstance;
  let shellUrl = '';
  const received: number[] = [];

  beforeAll(async () => {
    // An API that reads the whole body and says how long it was.
    api = createServer((req, res) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => {
        received.push(size);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ size, length: req.headers['content-length'] ?? null, type: req.headers['content-type'] ?? null }));
      });
    });
    const apiOrigin = await listen(api);
    const proxied = await proxyApp(apiOrigin, (request, reply) => forwardToApi(request, reply, { target: '/api/x', extraHeaders: {}, timeoutMs: 5000 }));
    shell = proxied.app;
    shellUrl = proxied.origin;
  });
  afterAll(() => {
    api.close();
    void shell.close();
  });

  it('forwards a body within the limit whole, with its length', async () => {
    const body = JSON.stringify({ memo: '가'.repeat(10_000) });
    const response = await fetch(`${shellUrl}/api/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await response.json()).toEqual({ size: Buffer.byteLength(body), length: String(Buffer.byteLength(body)), type: 'application/json' });
  });

  it('forwards a body-less DELETE without inventing a content type (the API would refuse it with 415)', async () => {
    const response = await fetch(`${shellUrl}/api/x`, { method: 'DELETE' });
    expect(await response.json()).toMatchObject({ size: 0, type: null });
  });

  it('refuses a JSON body over 1 MB with 413 and the Korean message, sending nothing to the API', async () => {
    const before = received.length;
    const big = JSON.stringify({ x: 'a'.repeat(PROXY_BODY_LIMITS.json) });
    const response = await fetch(`${shellUrl}/api/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: '요청 내용이 너무 큽니다.' });
    expect(received.length).toBe(before);
  });

  it('refuses an over-long body sent without a length (chunked) the same way', async () => {
    const chunks = [Buffer.alloc(600 * 1024, 97), Buffer.alloc(600 * 1024, 98)];
    const stream = new ReadableStream({ pull(controller) { const next = chunks.shift(); if (next) controller.enqueue(next); else controller.close(); } });
    const response = await fetch(`${shellUrl}/api/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });

  it.each([
    ['with its length', false],
    ['chunked, without a length', true],
  ])('answers a 3 MB body sent %s with 413, reading it to its end: the connection stays usable', async (_how, chunked) => {
    const before = received.length;
    const answer = await postInPieces(shellUrl, '/api/x', 3 * 1024 * 1024, { chunked, nextPath: '/api/x' });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('요청 내용이 너무 큽니다.');
    expect(answer.writeError).toBeNull();
    expect(answer.reused).toBe(true);
    // Only the next request (a GET) reached the API.
    expect(received.length).toBe(before + 1);
  });

  it('lets multipart uploads up to 25 MB through', async () => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(3 * 1024 * 1024, 1)]), 'photo.png');
    const response = await fetch(`${shellUrl}/api/x`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { size: number }).size).toBeGreaterThan(3 * 1024 * 1024);
  });
});
