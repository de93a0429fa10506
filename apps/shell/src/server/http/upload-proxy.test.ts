/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_PASS_HEADERS } from './upload-proxy.ts';
import { forwardToApi } from './api-proxy.ts';
import { proxyApp } from '../testing/proxy-app.ts';

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

describe('/upload/ through the shell', () => {
  let api: Server;
  let shell: Awaited<ReturnType<typeof proxyApp>>;
  let origin = '';

  beforeAll(async () => {
    // The API's answers for pictures (apps/api/src/features/upload/routes.ts).
    api = createServer((req, res) => {
      if (req.url === '/upload/items/logo.svg') return void res.writeHead(200, { 'content-type': 'image/svg+xml', 'content-security-policy': SVG_CSP, 'cache-control': 'public, max-age=31536000, immutable', etag: 'W/"1"', 'set-cookie': 'x=1' }).end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      res.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' }).end(Buffer.from([1, 2, 3]));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    shell = await proxyApp(apiOrigin, (request, reply) => forwardToApi(request, reply, { target: request.url, extraHeaders: {}, timeoutMs: 5000, passHeaders: UPLOAD_PASS_HEADERS }));
    origin = shell.origin;
  });
  afterAll(() => {
    api.close();
    void shell.app.close();
  });

  it('keeps the API\'s Content-Security-Policy of an SVG, so a script inside it cannot run on the shop\'s origin', async () => {
    const res = await fetch(`${origin}/upload/items/logo.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(res.headers.get('etag')).toBe('W/"1"');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('passes other pictures with their type and caching', async () => {
    const res = await fetch(`${origin}/upload/items/1.webp`);
    expect([res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual(['image/webp', 'public, max-age=31536000, immutable']);
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});
