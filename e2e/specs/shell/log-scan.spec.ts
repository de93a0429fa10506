import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES } from '../../../remotes.config.ts';
import { expect, test } from '../../fixtures/index.ts';

// Log scan: an API and a shell of their own, real processes at LOG_LEVEL=debug (more than production's
// info) with every line of stdout and stderr kept, go through sign-up with an SMS code, sign-in (right and wrong
// password), a member's checkout and a guest's order with an order password, the guest sign-in (right and wrong),
// pages with the session cookie, and bad input quoting a phone number. Afterwards no line may hold a password, the
// order password, a phone number (as typed or as digits), an SMS code or its request token, the API's bearer
// token, or a session cookie's value. The shell reads the remotes of the e2e stack; ports: E2E_PORT + 80 (shell)
// and + 1080 (API).

const E2E = Number(process.env.E2E_PORT ?? 3100);
const SHELL_PORT = E2E + 80;
const API_PORT = E2E + 1080;
const ROOT = path.resolve(import.meta.dirname, '../../..');

type Proc = { child: ChildProcess; lines: string[] };

function start(name: string, args: string[], cwd: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean).map((l) => `[${name}] ${l}`)));
  return { child, lines };
}

async function healthy(url: string, proc: Proc): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (proc.child.exitCode !== null) throw new Error(`exited while starting:\n${proc.lines.slice(-20).join('\n')}`);
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

/** A client of the shell that keeps cookies, as a browser would. */
function shopper(origin: string) {
  const jar = new Map<string, string>();
  const send = async (p: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await fetch(origin + p, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { origin, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await res.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // a page
    }
    return { status: res.status, json, text };
  };
  return { send, jar };
}

test('no password, order password, phone number, SMS code, token or session cookie reaches the logs of the API and the shell', async () => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-log-scan-'));
  const outbox = path.join(dir, 'sms.jsonl');
  const api = start('api', ['--disable-warning=ExperimentalWarning', 'src/main.ts'], path.join(ROOT, 'apps/api'), {
    API_PORT: String(API_PORT), DATABASE_URL: `sqlite:${path.join(dir, 'shop.db')}`, LOG_LEVEL: 'debug', SMS_OUTBOX_FILE: outbox, ORDER_EXPIRY_INTERVAL_MS: '0',
    STORAGE_DIR: path.join(dir, 'private'),
  });
  const shell = start('shell', ['dist/server/server.cjs'], path.join(ROOT, 'apps/shell'), {
    PORT: String(SHELL_PORT), API_ORIGIN: `http://127.0.0.1:${API_PORT}`, LOG_LEVEL: 'debug', SESSION_SECRET: randomBytes(16).toString('hex'),
    DEPLOY_HOOK_TOKEN: randomBytes(16).toString('hex'), REMOTE_POLL_MS: '60000',
    ...Object.fromEntries(REMOTES.map((r, i) => [`REMOTE_${r.envKey}_URL`, `http://127.0.0.1:${E2E + 1 + i}`])),
  });
  const secrets = new Set<string>();
  try {
    await healthy(`http://127.0.0.1:${API_PORT}/healthz`, api);
    await healthy(`http://127.0.0.1:${SHELL_PORT}/healthz`, shell);
    const origin = `http://127.0.0.1:${SHELL_PORT}`;

    // Sign-up with an SMS code, through the shell's /api proxy.
    const phone = `010-7${String(Date.now() % 1000).padStart(3, '0')}-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    // Random pairs between dots: never three of a kind in a row, which the join form refuses (password2).
    const password = `Log!${randomBytes(3).toString('hex').match(/../g)?.join('.')}.9`;
    const loginId = `scan${randomBytes(3).toString('hex')}`;
    const member = shopper(origin);
    const sent = await member.send('/api/auth/send-auth-number', { body: { userName: '김로그', phoneNumber: phone } });
    expect(sent.status, sent.text).toBe(200);
    const requestToken = String(sent.json.requestToken);
    let code = '';
    for (let i = 0; i < 100 && !code; i += 1) {
      const sms = readFileSync(outbox, { encoding: 'utf8', flag: 'a+' }).trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { body: string });
      code = /\[(\d{6})\]/.exec(sms.at(-1)?.body ?? '')?.[1] ?? '';
      if (!code) await new Promise((r) => setTimeout(r, 100));
    }
    expect(code).toMatch(/^\d{6}$/);
    const who = { userName: '김로그', phoneNumber: phone, requestToken };
    await member.send('/api/auth/check-auth-number', { body: { ...who, authNumber: code === '000000' ? '111111' : '000000' } }); // a wrong code first
    expect((await member.send('/api/auth/check-auth-number', { body: { ...who, authNumber: code } })).status).toBe(200);
    const joined = await member.send('/api/auth/join', {
      body: {
        ...who, loginId, password, passwordConfirm: password, email: `${loginId}@example.com`, birthday: '19900101', gender: '', zipcode: '', address: '',
        addressDetail: '', receiveSms: 'N', receiveEmail: 'N', agreedTerms: true, agreedPrivacy: true,
      },
    });
    expect(joined.status, joined.text).toBe(200);

    // Sign-in: a wrong password, then the right one (the session cookie), and the API's own token endpoint.
    await member.send('/session/login', { body: { loginId, password: `${password}x` } });
    const login = await member.send('/session/login', { body: { loginId, password } });
    expect(login.json.ok, login.text).toBe(true);
    const bearer = (await (await fetch(`http://127.0.0.1:${API_PORT}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId, password }) })).json()) as { token?: string };
    expect(bearer.token).toBeTruthy();
    await fetch(`http://127.0.0.1:${API_PORT}/api/auth/auth-me`, { headers: { authorization: `Bearer ${bearer.token}` } }).then((r) => r.text());

    // A member's checkout with the receiver's phone number, and bad input quoting one.
    type Card = { itemId: number; itemUserCode: string; itemType: string; itemOptionFlag: string; itemSoldOutFlag: string; nonmemberOrderType: string };
    const cards = ((await member.send('/api/item?itemsPerPage=100')).json as { content: Card[] }).content;
    // A plain item (no options, not a set, in stock) that guests may buy too.
    const item = cards.find((c) => c.itemType === '1' && c.itemOptionFlag === 'N' && c.itemSoldOutFlag === 'N' && c.nonmemberOrderType === '1')!;
    const receiverPhone = '010-5123-4567';
    const receiver = { receiveName: '박수령', receiveMobile: receiverPhone, zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '10층', memo: `연락처 ${receiverPhone}` };
    const place = async (client: ReturnType<typeof shopper>, extra: Record<string, unknown>) => {
      const bought = await client.send('/api/order/buy', { body: { arrayRequiredItems: [`${item.itemId}||1||`] } });
      expect(bought.status, bought.text).toBe(200);
      const sheetId = String(bought.json.orderSheetId);
      await client.send('/api/order/payment-step', { body: { orderSheetId: sheetId } });
      // The sheet opens with the member's best benefits (a new member's welcome coupons); this order uses none.
      const sheet = (await client.send('/api/order/calculate', { body: { orderSheetId: sheetId, itemCoupons: [], usePoint: 0 } })).json as { orderPrice?: { orderPayAmount: number } };
      const body = {
        orderSheetId: sheetId, idempotencyKey: randomUUID(), paymentMethod: 'bank', expectedPayAmount: sheet.orderPrice?.orderPayAmount ?? 0, receiver,
        bankTransfer: { accountIndex: 0, depositorName: '박수령' }, privacyAgreed: true, purchaseAgreed: true, ...extra,
      };
      await client.send('/api/order/save', { body: { ...body, idempotencyKey: randomUUID(), receiver: { ...receiver, receiveMobile: '010-12' } } }); // refused
      return client.send('/api/order/save', { body });
    };
    const memberOrder = await place(member, {});
    expect(memberOrder.status, memberOrder.text).toBe(200);
    for (const page of ['/mypage', '/cart', `/items/${item.itemUserCode}`, `/mypage/orders/${String(memberOrder.json.orderCode)}`]) await member.send(page);

    // A guest's order with an order password, then the guest sign-in (wrong, right).
    const guest = shopper(origin);
    await guest.send('/');
    const guestPhone = '010-6234-5678';
    const guestPassword = `gp${randomBytes(4).toString('hex')}`;
    const guestOrder = await place(guest, { buyer: { userName: '김비회', mobile: guestPhone, email: 'guest-scan@example.com' }, guestPassword, guestTermsAgreed: true });
    expect(guestOrder.status, guestOrder.text).toBe(200);
    const orderCode = String(guestOrder.json.orderCode);
    await guest.send('/session/guest-login', { body: { orderCode, guestPassword: `${guestPassword}x` } });
    const guestLogin = await guest.send('/session/guest-login', { body: { orderCode, guestPassword } });
    expect(guestLogin.status, guestLogin.text).toBe(200);
    await guest.send(`/guest/orders/${orderCode}`);
    // Phone numbers and a password in query strings (a search box, a mistyped link): URLs are logged.
    await guest.send(`/api/search/result?query=${encodeURIComponent(guestPhone)}`);
    await guest.send(`/search?query=${guestPhone.replace(/-/g, '')}`);
    await guest.send(`/api/order/detail?orderCode=${orderCode}&password=${guestPassword}`);
    await member.send('/session/logout', { method: 'POST' });

    for (const value of [password, `${password}x`, guestPassword, `${guestPassword}x`, code, requestToken, bearer.token!, ...member.jar.values(), ...guest.jar.values()]) {
      if (value.length >= 6) secrets.add(value);
    }
    for (const p of [phone, receiverPhone, guestPhone]) {
      secrets.add(p);
      secrets.add(p.replace(/-/g, ''));
    }
    // Give the processes a moment to write their last lines.
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    api.child.kill('SIGTERM');
    shell.child.kill('SIGTERM');
    await Promise.all([api, shell].map((p) => (p.child.exitCode === null ? new Promise((r) => p.child.once('exit', r)) : undefined)));
    rmSync(dir, { recursive: true, force: true });
  }

  const lines = [...api.lines, ...shell.lines];
  // The scan sees real logging: request lines of both processes.
  expect(api.lines.length).toBeGreaterThan(20);
  expect(api.lines.some((l) => l.includes('/api/order/save'))).toBe(true);
  expect(api.lines.some((l) => l.includes('/api/search/result?query='))).toBe(true);
  expect(shell.lines.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const secret of secrets) {
    for (const line of lines) if (line.includes(secret)) found.push(`${secret.slice(0, 3)}…: ${line.replace(secret, '<SECRET>').slice(0, 300)}`);
  }
  // Whatever the values: no bearer token and no JWT-looking string in any line.
  for (const line of lines) if (/Bearer\s+(?!\[token\])\S{8,}|eyJ[\w-]{10,}\.[\w-]{10,}/.test(line)) found.push(`token-like: ${line.slice(0, 300)}`);
  expect(found, found.slice(0, 10).join('\n')).toEqual([]);
});
