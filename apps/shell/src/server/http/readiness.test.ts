/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiProbe, readiness } from './readiness.ts';

describe('readiness', () => {
  it('is ready only with the API and a release of every remote', () => {
    expect(readiness(true, { catalog: 'v1', auth: 'v2' }).ready).toBe(true);
    expect(readiness(false, { catalog: 'v1', auth: 'v2' }).ready).toBe(false);
    expect(readiness(true, { catalog: 'v1', auth: null }).ready).toBe(false);
  });
});

describe('createApiProbe', () => {
  let api: Server;
  let origin = '';
  let status = 200;
  let calls = 0;
  beforeAll(async () => {
    api = createServer((_req, res) => {
      calls += 1;
      res.writeHead(status).end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => api.close());

  it('reports the API up, then down, reusing an answer within its TTL', async () => {
    let clock = 0;
    const probe = createApiProbe(origin, { ttlMs: 1000, now: () => clock });
    expect(await probe()).toBe(true);
    status = 503;
    expect(await probe()).toBe(true);
    expect(calls).toBe(1);
    clock = 1000;
    expect(await probe()).toBe(false);
  });

  it('reports an API that nobody listens for as down', async () => {
    expect(await createApiProbe('http://127.0.0.1:9')()).toBe(false);
  });
});
