import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.ts';
import { DEMO_PASSWORD } from '../seed/data/members.ts';
import { TEST_UPLOAD_DIR } from '../testing/test-server.ts';

// A log scan: an API at debug level (one line per request) serves a login, member calls and bad input that carry a
// password, a token, a phone number and an e-mail address; no line may contain any of them.
describe('API log lines', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let base = '';
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-api-log-'));
    const stream = { write: (line: string) => void lines.push(line) };
    app = await createApp({ port: 0, host: '127.0.0.1', database: { kind: 'sqlite', file: join(dir, 'shop.db') }, uploadDir: TEST_UPLOAD_DIR, logLevel: 'debug' }, { logStream: stream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('are JSON with level, Seoul time and the request id, and carry no password, token or personal data', async () => {
    const login = await fetch(`${base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-from-shell-1' },
      body: JSON.stringify({ loginType: 'ROLE_USER', loginId: 'demo01', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    assert.ok(token);
    const headers = { authorization: `Bearer ${token}`, salesonid: 'f0e1d2c3-b4a5-4968-8776-655443322110', cookie: `SALESON_TOKEN=${token}` };
    await fetch(`${base}/api/auth/auth-me?mobile=01012345678&email=demo01%40example.com`, { headers });
    await fetch(`${base}/api/visit/pv`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ uri: '/search?phone=010-9876-5432' }) });
    await fetch(`${base}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"password": "Demo!2345678", broken' });
    app.log.error({ receiver: { receiveMobile: '01055556666', zipcode: '06236' } }, `order of kim@example.com (010-5555-6666) failed with Bearer ${token}`);

    assert.ok(lines.length >= 8, `expected request lines at debug level, got ${lines.length}`);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of parsed) {
      assert.ok(['error', 'warn', 'info', 'debug'].includes(String(entry.level)), String(entry.level));
      assert.match(String(entry.time), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+09:00$/);
    }
    assert.ok(parsed.some((entry) => entry.reqId === 'req-from-shell-1'), 'the shell\'s request id is the API\'s reqId');
    const text = lines.join('\n');
    for (const secret of [DEMO_PASSWORD, token, '01012345678', '010-9876-5432', '01055556666', '010-5555-6666', 'kim@example.com', 'demo01@example.com', 'demo01%40example.com', 'f0e1d2c3-b4a5']) {
      assert.ok(!text.includes(secret), `a log line contains ${secret.slice(0, 6)}…`);
    }
  });
});
