import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { OPERATOR_TOKEN, placeOrder, plainItem } from '../../fixtures/mypage-util.ts';

// Issue 19, scale-out: two shells and two APIs behind nginx over one PostgreSQL and one Redis
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
