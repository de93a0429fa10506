/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeSessionCookies, encryptValue } from '@shop/session/server';
import type { ShellEnv } from '../../config/env.ts';
import { handleSnsAuthorize, handleSnsJoin, handleSnsLogin } from './session-account-routes.ts';
import { SNS_KEY_COOKIE } from './sns-form-post.ts';

// The shell's side of social sign-in: the browser that starts a sign-in gets its key in an httpOnly cookie, the
// callback sends that key to the API (which refuses any other), and the join forwards a signed-in member's token.

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const SECRET = 'y'.repeat(32);
const ME = { loginType: 'ROLE_USER', userId: 1, loginId: 'demo01', name: 'Kim', email: 'k@example.com', sleepUserFlag: 'N', tempPasswordFlag: 'N', expiredPasswordFlag: 'N' };
type Seen = { url: string; authorization: string; forwardedFor: string; body: Record<string, unknown> };

describe('social sign-in session endpoints', () => {
  let api: Server;
  let shell: Server;
  let shellUrl = '';
  const seen: Seen[] = [];
  let answers: Record<string, { status: number; body: unknown }> = {};

  beforeAll(async () => {
    api = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', authorization: req.headers.authorization ?? '', forwardedFor: String(req.headers['x-forwarded-for'] ?? ''), body: text ? JSON.parse(text) as Record<string, unknown> : {} });
        const answer = answers[req.url ?? ''] ?? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'x' } };
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    const env = { apiOrigin: await listen(api), sessionSecret: SECRET, sessionSecrets: [SECRET], secureCookies: false } as unknown as ShellEnv;
    shell = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path === '/session/sns-authorize') void handleSnsAuthorize(req, res, env);
      else if (path === '/session/sns-login') void handleSnsLogin(req, res, env);
      else void handleSnsJoin(req, res, env);
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

  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${shellUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

  it('starting a sign-in keeps the browser key in an httpOnly, SameSite=Lax cookie for /session/sns-login, never in the answer', async () => {
    answers['/api/auth/sns/authorize'] = { status: 200, body: { authorizeUrl: 'https://kauth.example/authorize?state=login_1', browserKey: 'key-of-this-browser' } };
    const response = await post('/session/sns-authorize', { snsType: 'kakao' });
    expect(await response.json()).toEqual({ ok: true, authorizeUrl: 'https://kauth.example/authorize?state=login_1' });
    expect(seen[0]?.body).toEqual({ snsType: 'kakao', purpose: 'login' });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SNS_KEY_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/^sns_login_key=key-of-this-browser;/);
    for (const part of ['HttpOnly', 'SameSite=Lax', 'Path=/session/sns-login', 'Max-Age=600']) expect(cookie).toContain(part);
    expect((await post('/session/sns-authorize', { snsType: 'line' })).status).toBe(400);
  });

  it('the callback sends the API this browser\'s key (none without the cookie) and clears it only once the sign-in went through', async () => {
    answers['/api/auth/sns-login'] = { status: 400, body: { status: 400, code: 'SNS_STATE_FOREIGN', message: '이 브라우저에서 시작한 SNS 로그인이 아닙니다. 로그인 화면에서 다시 시도해 주세요.' } };
    const foreign = await post('/session/sns-login', { snsType: 'kakao', code: 'c', state: 'login_1' });
    expect(await foreign.json()).toEqual({ ok: false, status: 400, code: 'SNS_STATE_FOREIGN', message: '이 브라우저에서 시작한 SNS 로그인이 아닙니다. 로그인 화면에서 다시 시도해 주세요.' });
    expect(seen[0]?.body).toMatchObject({ state: 'login_1', browserKey: '' });
    expect(foreign.headers.getSetCookie()).toEqual([]);

    seen.length = 0;
    answers['/api/auth/sns-login'] = { status: 200, body: { value: 'redirectToJoin', snsState: 'join_1', snsName: '카카오', snsEmail: '' } };
    const own = await post('/session/sns-login', { snsType: 'kakao', code: 'c', state: 'login_1' }, `${SNS_KEY_COOKIE}=key-of-this-browser`);
    expect(await own.json()).toMatchObject({ ok: true, value: 'redirectToJoin', snsState: 'join_1' });
    expect(seen[0]?.body).toMatchObject({ state: 'login_1', browserKey: 'key-of-this-browser' });
    expect(own.headers.getSetCookie().find((c) => c.startsWith(`${SNS_KEY_COOKIE}=`))).toMatch(/Max-Age=0/);
  });

  it('the join forwards the signed-in member\'s token, the password, the opt-ins and the shopper\'s address', async () => {
    answers['/api/auth/sns-join'] = { status: 200, body: { token: 'tok-2', linked: true } };
    const session = await encodeSessionCookies({ token: 'tok-1', status: null, user: null }, SECRET);
    const cookie = [`shop_token=${encodeURIComponent(await encryptValue('tok-1', SECRET))}`, ...Object.entries(session).filter(([, v]) => v).map(([k, v]) => `${k}=${v}`)].join('; ');
    const response = await post('/session/sns-join', {
      snsState: 'join_1', userName: '김데모', phoneNumber: '01012345678', requestToken: 'r', email: 'a@example.com', birthday: '19900101',
      agreedTerms: true, agreedPrivacy: true, receiveSms: 'Y', password: 'Demo!2345678',
    }, cookie);
    expect(await response.json()).toMatchObject({ ok: true, linked: true });
    const join = seen.find((s) => s.url === '/api/auth/sns-join');
    expect(join?.authorization).toBe('Bearer tok-1');
    expect(join?.forwardedFor).not.toBe('');
    expect(join?.body).toMatchObject({ receiveSms: 'Y', receiveEmail: 'N', password: 'Demo!2345678' });
  });
});
