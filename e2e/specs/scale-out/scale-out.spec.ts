import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { OPERATOR_TOKEN, placeOrder, plainItem } from '../../fixtures/mypage-util.ts';

// Scale-out: two shells and two APIs behind nginx over one PostgreSQL and one Redis
// (node scripts/test-scale-out.ts). Each check goes through the balancer and to each shell directly.

const SHELLS = (process.env.E2E_SHELL_ORIGINS ?? '').split(',').filter(Boolean);
const API = process.env.E2E_API_ORIGIN ?? '';
const OPERATOR = { 'x-operator-token': OPERATOR_TOKEN };

/** The part of node-postgres' client this spec uses (the e2e workspace has no pg of its own: the API's is loaded). */
type PgClient = { connect(): Promise<void>; query(text: string, values?: unknown[]): Promise<{ rows: Record<string, string | number>[] }>; end(): Promise<void> };

/** The `name=value` pairs of an answer's cookies, as one Cookie header. */
const cookiesOf = (res: APIResponse) =>
  res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value.split(';')[0]).filter((c) => !/=$/.test(c!)).join('; ');

async function loginThroughBalancer(request: APIRequestContext, baseURL: string): Promise<string> {
  const login = await request.post(`${baseURL}/session/login`, { headers: { origin: baseURL }, data: { loginId: DEMO_MEMBER.loginId, password: DEMO_MEMBER.password } });
  expect((await login.json()).ok).toBe(true);
  return cookiesOf(login);
}

/**
 * A shopper of their own: every request leaves from `address` (a loopback address other than 127.0.0.1, which
 * Linux routes like it), so the front balancer sees a different client, as it would two shoppers on the internet.
 * `chunked`: the body goes out in 64 KB pieces without a length.
 */
function fromAddress(address: string, baseURL: string, method: string, urlPath: string, options: { json?: unknown; body?: Buffer; chunked?: boolean; headers?: Record<string, string>; agent?: Agent } = {}): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(baseURL);
  const body = options.body ?? (options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json)));
  const headers: Record<string, string> = { host: `${hostname}:${port}`, origin: new URL(baseURL).origin, 'content-type': 'application/json', ...options.headers };
  if (body && !options.chunked) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: urlPath, headers, localAddress: address, ...(options.agent ? { agent: options.agent } : {}) }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (!body) return void req.end();
    if (!options.chunked) return void req.end(body);
    let offset = 0;
    const next = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + 64 * 1024);
        offset += piece.length;
        if (!req.write(piece)) return void req.once('drain', next);
      }
      req.end();
    };
    next();
  });
}

/** Two addresses of this run, on 127.0.0.0/8 but not 127.0.0.1 (the shells' and APIs' trusted balancer). */
function twoShopperAddresses(): [string, string] {
  const b = 2 + Math.floor(Math.random() * 250);
  const c = Math.floor(Math.random() * 250);
  return [`127.${b}.${c}.10`, `127.${b}.${c}.11`];
}

/** The code of the shell's answer to a sign-in call (`{ ok: false, status, code }`, or ok). */
const codeOf = (answer: { text: string }) => {
  const body = JSON.parse(answer.text) as { ok: boolean; code?: string };
  return body.ok ? 'OK' : (body.code ?? '');
};

const me = (request: APIRequestContext, shell: string, cookie: string) => request.get(`${shell}/api/auth/auth-me`, { headers: { cookie } });

test.describe('Scale-out: two shells and two APIs behind a load balancer', () => {
  test.beforeAll(() => {
    expect(SHELLS, 'E2E_SHELL_ORIGINS names both shells (node scripts/test-scale-out.ts)').toHaveLength(2);
  });

  test('a member logged in through the balancer is logged in on both shells', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext();
    const cookie = await loginThroughBalancer(request, baseURL!);
    for (const shell of SHELLS) {
      const answer = await me(request, shell, cookie);
      expect(answer.status(), shell).toBe(200);
      expect((await answer.json()).loginId ?? (await answer.json()).userId ?? JSON.stringify(await answer.json())).toContain(DEMO_MEMBER.loginId);
      expect(await (await request.get(`${shell}/cart`, { headers: { cookie } })).text()).toContain(`${DEMO_MEMBER.name}님`);
    }
  });

  test('a logout on one shell ends the session on the other at once', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext();
    const cookie = await loginThroughBalancer(request, baseURL!);
    const [a, b] = SHELLS as [string, string];
    expect((await me(request, b, cookie)).status()).toBe(200);
    const out = await request.post(`${a}/session/logout`, { headers: { cookie, origin: a, accept: 'application/json' }, maxRedirects: 0 });
    expect(out.status()).toBeLessThan(400);
    // The old cookie replayed on the other shell: the token is gone from the database both APIs read.
    expect((await me(request, b, cookie)).status()).toBe(401);
    expect(await (await request.get(`${b}/cart`, { headers: { cookie } })).text()).not.toContain(`${DEMO_MEMBER.name}님`);
  });

  test('failed logins are counted across instances: the sixth try of an id is locked whichever shell it reaches', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const loginId = `nobody${Date.now()}`;
    // A client address of its own (the shells trust the balancer's address, 127.0.0.1, to forward it).
    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const shell = SHELLS[i % 2]!;
      const res = await request.post(`${shell}/session/login`, { headers: { origin: shell, 'x-forwarded-for': address }, data: { loginId, password: 'Wrong!2345678' } });
      // The shell answers a refused login as { ok: false, status, code } (login-answers.ts).
      statuses.push(((await res.json()) as { status: number; code: string }).code);
    }
    expect(statuses).toEqual(['BAD_CREDENTIALS', 'BAD_CREDENTIALS', 'BAD_CREDENTIALS', 'BAD_CREDENTIALS', 'BAD_CREDENTIALS', 'LOGIN_LOCKED']);
  });

  test('two shoppers behind the balancers keep their own addresses: one exhausting the guest lookup limit does not limit the other', async ({ baseURL }) => {
    const limit = Number(process.env.E2E_RATE_LIMIT_PER_ADDRESS);
    expect(limit, 'the topology names its RATE_LIMIT_PER_ADDRESS (E2E_RATE_LIMIT_PER_ADDRESS)').toBeGreaterThan(0);
    const [a, b] = twoShopperAddresses();
    const lookup = (address: string, spoof: string) =>
      fromAddress(address, baseURL!, 'POST', '/session/guest-login', { json: { orderCode: 'NO-SUCH-ORDER', guestPassword: 'guess1234' }, headers: { 'x-forwarded-for': spoof } });
    const codes: string[] = [];
    // Shopper A also writes a new X-Forwarded-For each time: the front balancer replaces it with the address it saw.
    for (let i = 0; i <= limit; i += 1) codes.push(codeOf(await lookup(a, `198.51.100.${(i % 250) + 1}`)));
    expect(codes.slice(0, limit).every((code) => code !== 'TOO_MANY_REQUESTS'), codes.join(',')).toBe(true);
    expect(codes[limit]).toBe('TOO_MANY_REQUESTS');
    // Shopper B, through the same balancers and shells, is not limited by A's lookups.
    expect(codeOf(await lookup(b, '198.51.100.1'))).not.toBe('TOO_MANY_REQUESTS');
    expect(codeOf(await lookup(a, '198.51.100.2'))).toBe('TOO_MANY_REQUESTS');
  });

  test("one address's failed logins lock that address only: another shopper signs in through the same balancers", async ({ baseURL }) => {
    const [a, b] = twoShopperAddresses();
    const login = (address: string, loginId: string, password: string) => fromAddress(address, baseURL!, 'POST', '/session/login', { json: { loginId, password } });
    // 20 failures per address in 10 minutes (4 per id, under the id's own lock of 5).
    const failures: string[] = [];
    for (let i = 0; i < 20; i += 1) failures.push(codeOf(await login(a, `nobody${Date.now()}x${Math.floor(i / 4)}`, 'Wrong!2345678')));
    expect(failures).toEqual(Array(20).fill('BAD_CREDENTIALS'));
    // Locked: even the right password of a member is refused from A (before it is checked, so nothing is counted
    // against the member's id)…
    expect(codeOf(await login(a, DEMO_MEMBER.loginId, DEMO_MEMBER.password))).toBe('LOGIN_LOCKED');
    // …while B signs in as that member.
    expect(codeOf(await login(b, DEMO_MEMBER.loginId, DEMO_MEMBER.password))).toBe('OK');
  });

  test('a 3 MB sign-in body and a 3 MB chunked /api body through the balancer answer 413 with the Korean message, never 502', async ({ baseURL }) => {
    const [a] = twoShopperAddresses();
    const big = Buffer.from(JSON.stringify({ loginId: 'x', password: 'y'.repeat(3 * 1024 * 1024) }));
    // One kept-alive connection for all: after each 413 the balancer's connection must still serve the next request
    // (answered before the body was read, nginx closed it under the next one: "socket hang up").
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const [urlPath, chunked] of [['/session/login', false], ['/session/login', true], ['/api/cart/add', true], ['/api/cart/add', false], ['/session/login', true]] as const) {
        const answer = await fromAddress(a, baseURL!, 'POST', urlPath, { body: big, chunked, agent });
        expect(answer.status, `${urlPath} chunked=${chunked}`).toBe(413);
        expect(JSON.parse(answer.text) as { message: string }, `${urlPath} chunked=${chunked}`).toMatchObject({ message: '요청 내용이 너무 큽니다.' });
      }
    } finally {
      agent.destroy();
    }
  });

  test("an operator change reaches both shells' page caches at once (Redis), not after their TTL", async ({ playwright }) => {
    const request = await playwright.request.newContext();
    const { page: original } = (await (await request.get(`${API}/api/company/pages/about`)).json()) as { page: { title: string; lead: string; blocks: unknown[] } };
    const path = `/company/about?scale=${Date.now()}`;
    for (const shell of SHELLS) {
      await request.get(shell + path);
      expect((await request.get(shell + path)).headers()['x-shop-cache'], shell).toBe('hit');
    }
    const marker = `확장 점검 ${Date.now()}`;
    try {
      const put = await request.put(`${API}/api/operator/company/pages/about`, { headers: OPERATOR, data: { title: original.title, lead: marker, blocks: original.blocks } });
      expect(put.ok()).toBe(true);
      // The page copies live 5 s and the data copies 10 s: only the invalidation explains a change within 1.5 s.
      for (const shell of SHELLS) await expect.poll(async () => (await request.get(shell + path)).text(), { timeout: 1_500, intervals: [100] }).toContain(marker);
    } finally {
      await request.put(`${API}/api/operator/company/pages/about`, { headers: OPERATOR, data: { title: original.title, lead: original.lead, blocks: original.blocks } });
    }
  });

  test('an order placed through the balancer is cancelled once by the scheduled expiry, whichever instance runs it', async ({ playwright, baseURL }) => {
    const dbUrl = process.env.E2E_SCALE_DATABASE_URL;
    test.skip(!dbUrl, 'the topology names its database in E2E_SCALE_DATABASE_URL');
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    const { itemId } = await plainItem(request);
    // A first page through the balancer gives the visitor its id (SALESONID), which an order needs.
    expect((await request.get('/')).ok()).toBe(true);
    const placed = await placeOrder(request, itemId, { guest: { buyer: { userName: '김확장', mobile: '010-2222-3333', email: 'scale@example.com' }, guestPassword: 'scale1234' } });
    // The e2e suite has no operator call that moves a deadline: the check reads and writes the database itself.
    const pg = createRequire(path.resolve(import.meta.dirname, '../../../apps/api/package.json'))('pg') as { Client: new (options: { connectionString?: string }) => PgClient };
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const orderId = (await db.query('select id from orders where order_code = $1', [placed.orderCode])).rows[0]!.id;
      await db.query(`update orders set payment_deadline = '20000101000000' where id = $1`, [orderId]);
      await expect.poll(async () => (await db.query('select status from orders where id = $1', [orderId])).rows[0]!.status, { timeout: 15_000 }).toBe('CANCELLED');
      // Both APIs tick every second; the lease lets one of them run each interval.
      const runs = async () => Number((await db.query(`select runs from job_leases where name = 'order-expiry'`)).rows[0]!.runs);
      const [before, from] = [await runs(), Date.now()];
      await new Promise((r) => setTimeout(r, 3_000));
      const [after, to] = [await runs(), Date.now()];
      expect(after - before).toBeGreaterThanOrEqual(2);
      expect(after - before).toBeLessThanOrEqual(Math.ceil((to - from) / 1000) + 1);
      const { rows } = await db.query(`select reason from order_state_history where order_id = $1 and to_status = 'CANCELLED'`, [orderId]);
      expect(rows.map((r) => r.reason)).toEqual(['DEADLINE_PASSED']);
    } finally {
      await db.end();
    }
  });
});
