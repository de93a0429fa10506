/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShellEnv } from '../../config/env.ts';
import { readSession } from '../session.ts';
import { handleGuestLogin } from './guest-session-routes.ts';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('POST /session/guest-login', () => {
  let api: Server;
  let shell: Server;
  let shellUrl = '';
  const secret = 'x'.repeat(32);
  let apiAnswer: { status: number; body: unknown } = { status: 200, body: {} };
  const seen: { path: string; body: string }[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body: raw });
        res.writeHead(apiAnswer.status, { 'content-type': 'application/json' }).end(JSON.stringify(apiAnswer.body));
      });
    });
    const env = { apiOrigin: await listen(api), sessionSecret: secret, sessionSecrets: [secret], secureCookies: false } as unknown as ShellEnv;
    shell = createServer((req, res) => void handleGuestLogin(req, res, env));
    shellUrl = await listen(shell);
  });
  afterAll(() => {
    api.close();
    shell.close();
  });

  const post = (body: string) => fetch(`${shellUrl}/session/guest-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('keeps the guest token in the httpOnly cookie and answers only the public guest session', async () => {
    apiAnswer = { status: 200, body: { token: 'guest.secret-token', orderCode: 'OABC', name: '박손님' } };
    const response = await post(JSON.stringify({ orderCode: ' OABC ', guestPassword: 'pw1234' }));
    const answer = (await response.json()) as { ok: boolean; session: { isGuest: boolean; isLoggedIn: boolean; user: { name: string } } };
    expect(answer.ok).toBe(true);
    expect(answer.session.isGuest).toBe(true);
    expect(answer.session.user.name).toBe('박손님');
    expect(JSON.stringify(answer)).not.toContain('guest.secret-token');
    expect(seen.at(-1)).toEqual({ path: '/api/auth/guest-token', body: JSON.stringify({ orderCode: 'OABC', guestPassword: 'pw1234' }) });
    const cookies = response.headers.getSetCookie();
    // httpOnly, and sealed: the token is not readable in the cookie itself.
    expect(cookies.some((c) => /HttpOnly/i.test(c) && c.startsWith('shop_token=') && !c.includes('guest.secret-token'))).toBe(true);
    const session = await readSession(cookies.map((c) => c.split(';')[0]).join('; '), secret);
    expect([session.token, session.isGuest]).toEqual(['guest.secret-token', true]);
  });

  it('signs a guest in by name and SMS-verified phone through the API\'s guest-token-sms', async () => {
    apiAnswer = { status: 200, body: { token: 'guest.phone-token', orderCode: 'ONEW', name: '김손님' } };
    const response = await post(JSON.stringify({ userName: ' 김손님 ', phoneNumber: '010-1234-5678', requestToken: 'req-1' }));
    const answer = (await response.json()) as { ok: boolean; session: { isGuest: boolean; user: { name: string } } };
    expect([answer.ok, answer.session.isGuest, answer.session.user.name]).toEqual([true, true, '김손님']);
    expect(JSON.stringify(answer)).not.toContain('guest.phone-token');
    expect(seen.at(-1)).toEqual({ path: '/api/auth/guest-token-sms', body: JSON.stringify({ userName: '김손님', phoneNumber: '010-1234-5678', requestToken: 'req-1' }) });
  });

  it('answers a body that is not a JSON object with 400, never a 500', async () => {
    for (const body of ['null', '[]', '42', '{']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    }
  });

  it('passes a refused lookup on as data with the API\'s Korean message', async () => {
    apiAnswer = { status: 404, body: { status: 404, code: 'ORDER_NOT_FOUND', message: '주문 정보가 일치하지 않습니다.' } };
    const response = await post(JSON.stringify({ orderCode: 'OABC', guestPassword: 'wrong' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: false, status: 404, code: 'ORDER_NOT_FOUND', message: '주문 정보가 일치하지 않습니다.' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
