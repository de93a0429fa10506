/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeSessionCookies, encryptValue } from '@shop/session/server';
import type { ShellEnv } from '../../config/env.ts';
import { handleAccountAction, handleLogout, handleSessionExpired, statusOfMember } from './session-account-routes.ts';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const ME = { loginType: 'ROLE_USER', userId: 1, loginId: 'temp01', name: 'Kim', email: 'k@example.com', sleepUserFlag: 'N', tempPasswordFlag: 'N', expiredPasswordFlag: 'N' };
const SECRET = 'x'.repeat(32);

describe('session account endpoints', () => {
  let api: Server;
  let shell: Server;
  let shellUrl = '';
  const seen: { method: string; url: string; authorization: string }[] = [];
  let answers: Record<string, { status: number; body: unknown }> = {};

  beforeAll(async () => {
    api = createServer((req: IncomingMessage, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization ?? '' });
      const answer = answers[req.url ?? ''] ?? { status: 200, body: { status: 200 } };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    const env = { apiOrigin: await listen(api), sessionSecret: SECRET, sessionSecrets: [SECRET], secureCookies: false } as unknown as ShellEnv;
    shell = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/session/logout') void handleLogout(req, res, env);
      else if (path === '/session/expired') handleSessionExpired(req, res, env);
      else void handleAccountAction(req, res, env, path.slice('/session/account/'.length));
    });
    shellUrl = await listen(shell);
  });
  afterAll(() => {
    api.close();
    shell.close();
  });
  beforeEach(() => {
    seen.length = 0;
    answers = { '/api/auth/auth-me': { status: 200, body: ME } };
  });

  async function cookieOf(status: string | null): Promise<string> {
    const encrypted = await encodeSessionCookies({ token: 'tok-1', status, user: null }, SECRET);
    return [`shop_token=${encodeURIComponent(await encryptValue('tok-1', SECRET))}`, ...Object.entries(encrypted).filter(([, v]) => v).map(([k, v]) => `${k}=${v}`)].join('; ');
  }

  it('derives the account status from the member flags, most urgent first', () => {
    expect(statusOfMember({ sleepUserFlag: 'Y', tempPasswordFlag: 'Y', expiredPasswordFlag: 'Y' })).toBe('SLEEP_USER');
    expect(statusOfMember({ sleepUserFlag: 'N', tempPasswordFlag: 'Y', expiredPasswordFlag: 'Y' })).toBe('TEMP_PASSWORD');
    expect(statusOfMember({ sleepUserFlag: 'N', tempPasswordFlag: 'N', expiredPasswordFlag: 'Y' })).toBe('PASSWORD_EXPIRED');
    expect(statusOfMember({ sleepUserFlag: 'N', tempPasswordFlag: 'N', expiredPasswordFlag: 'N' })).toBeNull();
  });

  it('changes a temporary password with the token and answers a session without status', async () => {
    const response = await fetch(`${shellUrl}/session/account/change-password`, {
      method: 'POST', headers: { cookie: await cookieOf('TEMP_PASSWORD'), 'content-type': 'application/json' },
      body: JSON.stringify({ originalPassword: 'Old!234567a', password: 'New!234567a', confirmPassword: 'New!234567a' }),
    });
    const body = (await response.json()) as { ok: boolean; session: { status: string | null; isLoggedIn: boolean } };
    expect(body.ok).toBe(true);
    expect(body.session).toMatchObject({ status: null, isLoggedIn: true });
    expect(seen.map((s) => [s.url, s.authorization])).toEqual([['/api/auth/change-password', 'Bearer tok-1'], ['/api/auth/auth-me', 'Bearer tok-1']]);
    // The token goes back sealed, never in clear.
    const token = response.headers.getSetCookie().find((c) => c.startsWith('shop_token='));
    expect(token).toBeDefined();
    expect(token).not.toContain('tok-1');
  });

  it('passes an API refusal on as data and refuses unknown actions', async () => {
    answers['/api/auth/change-password'] = { status: 400, body: { status: 400, code: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않습니다.' } };
    const refused = await fetch(`${shellUrl}/session/account/change-password`, { method: 'POST', headers: { cookie: await cookieOf('TEMP_PASSWORD') }, body: '{}' });
    expect(await refused.json()).toEqual({ ok: false, status: 400, code: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않습니다.' });
    const unknown = await fetch(`${shellUrl}/session/account/delete-everything`, { method: 'POST', headers: { cookie: await cookieOf(null) }, body: '{}' });
    expect(unknown.status).toBe(404);
  });

  it('a dead session goes to login with its cookies dropped, for navigations from this site only', async () => {
    const own = await fetch(`${shellUrl}/session/expired?redirect=%2Fmypage%3Fa%3D1`, { redirect: 'manual', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe('/auth/login?redirect=%2Fmypage%3Fa%3D1&expired=1');
    expect(own.headers.getSetCookie().length).toBeGreaterThan(0);
    const foreign = await fetch(`${shellUrl}/session/expired?redirect=//evil.example`, { redirect: 'manual', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(foreign.headers.get('location')).toBe('/auth/login?redirect=%2F&expired=1');
    expect(foreign.headers.getSetCookie()).toEqual([]);
  });

  it('logout ends the token on the API and clears the cookies, even when the API already ended it', async () => {
    answers['/api/auth/logout'] = { status: 401, body: { status: 401, code: 'INVALID_TOKEN', message: 'x' } };
    const response = await fetch(`${shellUrl}/session/logout`, { method: 'POST', headers: { cookie: await cookieOf(null), accept: 'application/json' } });
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toEqual([{ method: 'POST', url: '/api/auth/logout', authorization: 'Bearer tok-1' }]);
    expect(response.headers.getSetCookie().every((c) => /Max-Age=0/i.test(c))).toBe(true);
  });
});
