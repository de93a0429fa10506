import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REMOTES } from '../../../remotes.config.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { API_ORIGIN } from '../../fixtures/operator.ts';
import { expect, test } from '../../fixtures/index.ts';

// The shell as configured behind HTTPS (COOKIE_SECURE=true, README "Settings"): a real shell process of its own
// (E2E_PORT + 81) over the e2e stack's API and remotes. Every response carries HSTS for a year with subdomains, and
// every cookie it sets (the visitor id on a first page, the session at sign-in, their removal at sign-out) is Secure
// as well as HttpOnly, SameSite=Lax and Path=/.

const E2E = Number(process.env.E2E_PORT ?? 3100);
const PORT = E2E + 81;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../../..');

let shell: ChildProcess | undefined;
const output: string[] = [];

test.beforeAll(async () => {
  shell = spawn(process.execPath, ['dist/server/server.cjs'], {
    cwd: path.join(ROOT, 'apps/shell'),
    env: {
      ...process.env, PORT: String(PORT), API_ORIGIN, COOKIE_SECURE: 'true', SESSION_SECRET: randomBytes(16).toString('hex'), DEPLOY_HOOK_TOKEN: randomBytes(16).toString('hex'),
      REMOTE_POLL_MS: '60000', LOG_LEVEL: 'warn',
      ...Object.fromEntries(REMOTES.map((r, i) => [`REMOTE_${r.envKey}_URL`, `http://127.0.0.1:${E2E + 1 + i}`])),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [shell.stdout!, shell.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  for (let i = 0; i < 300; i += 1) {
    if (shell.exitCode !== null) throw new Error(`the shell exited: ${output.join('').slice(-2000)}`);
    if (await fetch(`${ORIGIN}/healthz`).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the shell with COOKIE_SECURE=true did not start');
});

test.afterAll(() => {
  shell?.kill('SIGTERM');
});

const flagsOf = (cookie: string) => cookie.split(';').slice(1).map((f) => f.trim().toLowerCase());

test('with COOKIE_SECURE=true every response sends HSTS and every cookie is Secure, HttpOnly, SameSite=Lax, Path=/', async () => {
  const cookies: { where: string; cookie: string }[] = [];
  for (const where of ['/', '/company/about', '/api/category', '/healthz', '/no/such/page', '/_mf/catalog/client/mf-manifest.json']) {
    const res = await fetch(ORIGIN + where);
    expect(res.headers.get('strict-transport-security'), where).toBe('max-age=31536000; includeSubDomains');
    cookies.push(...res.headers.getSetCookie().map((cookie) => ({ where, cookie })));
    await res.arrayBuffer();
  }
  const login = await fetch(`${ORIGIN}/session/login`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify({ loginId: DEMO_MEMBER.loginId, password: DEMO_MEMBER.password }) });
  expect(((await login.json()) as { ok: boolean }).ok).toBe(true);
  expect(login.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  cookies.push(...login.headers.getSetCookie().map((cookie) => ({ where: '/session/login', cookie })));
  const session = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const logout = await fetch(`${ORIGIN}/session/logout`, { method: 'POST', headers: { origin: ORIGIN, accept: 'application/json', cookie: session } });
  expect(logout.status).toBe(200);
  cookies.push(...logout.headers.getSetCookie().map((cookie) => ({ where: '/session/logout', cookie })));

  const names = new Set(cookies.map((c) => c.cookie.split('=')[0]));
  for (const name of ['SALESONID', 'shop_token', 'shop_status', 'shop_user']) expect(names, name).toContain(name);
  for (const { where, cookie } of cookies) expect(flagsOf(cookie), `${where}: ${cookie.split('=')[0]}`).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
});
