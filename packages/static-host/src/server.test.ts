import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { createStaticHost, STATIC_KEEP_ALIVE_TIMEOUT_MS } from './server.ts';

const root = mkdtempSync(path.join(tmpdir(), 'static-host-'));
mkdirSync(path.join(root, 'client'));
mkdirSync(path.join(root, 'server'));
writeFileSync(path.join(root, 'client', 'remoteEntry.0123abcd.js'), 'var x = 1;');
writeFileSync(path.join(root, 'server', 'remoteEntry.js'), 'module.exports = "/build/machine/path";');
writeFileSync(path.join(tmpdir(), 'outside-secret.txt'), 'secret');
const server = createStaticHost({ root, name: 'test' }).listen(0);
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => server.close());

test('serves a file with CORS and immutable caching', async () => {
  const res = await fetch(`${base}/client/remoteEntry.0123abcd.js`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), '*');
  assert.match(res.headers.get('cache-control') ?? '', /immutable/);
  assert.equal(await res.text(), 'var x = 1;');
});

test('never serves files outside the root', async () => {
  const res = await fetch(`${base}/..%2Foutside-secret.txt`);
  assert.notEqual(res.status, 200);
});

/** A GET with the path sent exactly as written (fetch would resolve dot segments and backslashes first). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('never serves another folder than the one a path names, however it is encoded', async () => {
  assert.equal((await rawGet('/server/remoteEntry.js')).status, 200);
  for (const raw of [
    '/client/..%2Fserver/remoteEntry.js',
    '/client/..%2fserver/remoteEntry.js',
    '/client/%2e%2e%2fserver/remoteEntry.js',
    '/client/%2E%2E%2Fserver/remoteEntry.js',
    '/client/.%2e/server/remoteEntry.js',
    '/client/%2e%2e/server/remoteEntry.js',
    '/client/../server/remoteEntry.js',
    '/client/%252e%252e%252fserver/remoteEntry.js',
    '/client/..%255Cserver/remoteEntry.js',
    '/client/..%5Cserver/remoteEntry.js',
    '/client/..\\server/remoteEntry.js',
    '/client/%00/../server/remoteEntry.js',
    '/client/%E0%A4%A/remoteEntry.js',
  ]) {
    const answer = await rawGet(raw);
    assert.ok(answer.status >= 400 && answer.status < 500, `${raw}: ${answer.status}`);
    assert.doesNotMatch(answer.body, /build\/machine/, raw);
  }
});

test('answers 404 for a missing file and 405 for POST', async () => {
  assert.equal((await fetch(`${base}/client/nope.js`)).status, 404);
  assert.equal((await fetch(`${base}/client/remoteEntry.0123abcd.js`, { method: 'POST' })).status, 405);
});

test('fault injection: down, hang and back to ok (only when enabled)', async () => {
  const faulty = createStaticHost({ root, name: 'faulty', faults: true }).listen(0);
  const url = `http://127.0.0.1:${(faulty.address() as AddressInfo).port}`;
  try {
    assert.equal((await fetch(`${url}/__fault?mode=down`, { method: 'POST' })).status, 200);
    assert.equal((await fetch(`${url}/client/remoteEntry.0123abcd.js`)).status, 503);
    await fetch(`${url}/__fault?mode=hang`, { method: 'POST' });
    const hung = await fetch(`${url}/client/remoteEntry.0123abcd.js`, { signal: AbortSignal.timeout(200) }).catch((e: Error) => e.name);
    assert.equal(hung, 'TimeoutError');
    await fetch(`${url}/__fault?mode=bad-js`, { method: 'POST' });
    assert.match(await (await fetch(`${url}/client/remoteEntry.0123abcd.js`)).text(), /throw new Error/);
    await fetch(`${url}/__fault?mode=ok`, { method: 'POST' });
    assert.equal((await fetch(`${url}/client/remoteEntry.0123abcd.js`)).status, 200);
  } finally {
    faulty.closeAllConnections();
    faulty.close();
  }
  assert.equal((await fetch(`${base}/__fault?mode=down`, { method: 'POST' })).status, 405);
});

test('keeps idle connections longer than its clients (undici closes its idle ones after 4 s)', async () => {
  assert.equal(server.keepAliveTimeout, STATIC_KEEP_ALIVE_TIMEOUT_MS);
  assert.ok(STATIC_KEEP_ALIVE_TIMEOUT_MS >= 30_000);
  assert.ok(server.headersTimeout > server.keepAliveTimeout);
  const res = await fetch(`${base}/healthz`);
  await res.text();
  assert.equal(res.headers.get('keep-alive'), `timeout=${STATIC_KEEP_ALIVE_TIMEOUT_MS / 1000}`);
});
