/** @jest-environment node */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkAnswer, SESSION_CONTRACTS, type Contract } from '@shop/contracts';
import { encodeSessionCookies, encryptValue } from '@shop/session/server';
import type { ShellEnv } from '../../config/env.ts';
import { handleGuestLogin } from './guest-session-routes.ts';
import { handleAccountAction, handleLogout, handleSessionExpired, handleSnsAuthorize, handleSnsJoin, handleSnsLogin } from './session-account-routes.ts';
import { handleRefreshMember } from './session-refresh-route.ts';
import { handleLogin } from './session-routes.ts';

// Every answer of the shell's own endpoints, accepted, refused by the API (as data) and refused by the shell, checked
// against its contract: a 2xx body must fit the contract's answer, an error body must carry a code the contract
// declares (or BAD_REQUEST) with a Korean message. Driven from SESSION_CONTRACTS: a new contract without a case fails.

const SECRET = 'z'.repeat(32);
const ME = { loginType: 'ROLE_BUSINESS', userId: 7, loginId: 'demo01', name: '김데모', email: 'd@example.com', sleepUserFlag: 'N', tempPasswordFlag: 'N', expiredPasswordFlag: 'N' };

/** What the fake API answers each path with while it accepts. */
const ACCEPTED: Record<string, unknown> = {
  '/api/auth/token': { token: 'tok-2' },
  '/api/auth/auth-me': ME,
  '/api/auth/guest-token': { token: 'g-1', orderCode: 'O1', name: '손님' },
  '/api/auth/guest-token-sms': { token: 'g-2', orderCode: 'O2', name: '손님' },
  '/api/auth/logout': { status: 200 },
  '/api/auth/sns/authorize': { authorizeUrl: 'https://kauth.example/authorize?state=s', browserKey: 'k' },
  '/api/auth/sns-join': { token: 'tok-3', linked: false },
  '/api/auth/change-password': { status: 200 },
  '/api/auth/delay-change-password': { status: 200 },
  '/api/auth/reactivate-dormant': { status: 200 },
};

type Mode = 'accept' | 'refuse' | 'join';
type Case = { name: string; mode: Mode; method?: 'GET' | 'POST'; path: string; body?: string; signedIn?: boolean };

const json = (value: unknown) => JSON.stringify(value);
const JOIN = {
  snsState: 's', userName: '김데모', phoneNumber: '01012345678', requestToken: 'r', email: 'a@example.com', birthday: '19900101', agreedTerms: true, agreedPrivacy: true,
};

/** Requests for each contract, by its key: accepted, refused by the API, refused by the shell. */
const CASES: Record<(typeof SESSION_CONTRACTS)[number]['key'], Case[]> = {
  'POST /session/login': [
    { name: 'signed in', mode: 'accept', path: '/session/login', body: json({ loginId: 'demo01', password: 'pw' }) },
    { name: 'refused by the API', mode: 'refuse', path: '/session/login', body: json({ loginId: 'demo01', password: 'wrong' }) },
    { name: 'a field of the wrong type', mode: 'accept', path: '/session/login', body: json({ loginId: 1 }) },
    { name: 'no JSON object', mode: 'accept', path: '/session/login', body: '[]' },
  ],
  'POST /session/guest-login': [
    { name: 'by order', mode: 'accept', path: '/session/guest-login', body: json({ orderCode: 'O1', guestPassword: 'pw1234' }) },
    { name: 'by phone', mode: 'accept', path: '/session/guest-login', body: json({ userName: '손님', phoneNumber: '01012345678', requestToken: 'r' }) },
    { name: 'refused by the API', mode: 'refuse', path: '/session/guest-login', body: json({ orderCode: 'O1', guestPassword: 'x' }) },
  ],
  'POST /session/logout': [
    { name: 'signed in', mode: 'accept', path: '/session/logout', signedIn: true },
    { name: 'the API already ended the token', mode: 'refuse', path: '/session/logout', signedIn: true },
  ],
  'GET /session/expired': [{ name: 'a dead token', mode: 'accept', method: 'GET', path: '/session/expired?redirect=%2Fmypage' }],
  'GET /session/refresh-member': [
    { name: 'a business member', mode: 'accept', method: 'GET', path: '/session/refresh-member?redirect=%2Fbusiness', signedIn: true },
    { name: 'a refused redirect', mode: 'accept', method: 'GET', path: '/session/refresh-member?redirect=%2F%00', signedIn: true },
  ],
  'POST /session/sns-authorize': [
    { name: 'started', mode: 'accept', path: '/session/sns-authorize', body: json({ snsType: 'kakao' }) },
    { name: 'refused by the API', mode: 'refuse', path: '/session/sns-authorize', body: json({ snsType: 'naver' }) },
    { name: 'an unknown provider', mode: 'accept', path: '/session/sns-authorize', body: json({ snsType: 'line' }) },
  ],
  'POST /session/sns-login': [
    { name: 'a linked member', mode: 'accept', path: '/session/sns-login', body: json({ snsType: 'kakao', code: 'c', state: 's' }) },
    { name: 'a new user', mode: 'join', path: '/session/sns-login', body: json({ snsType: 'kakao', code: 'c', state: 's' }) },
    { name: 'refused by the API', mode: 'refuse', path: '/session/sns-login', body: json({ snsType: 'kakao', code: 'c', state: 's' }) },
  ],
  'POST /session/sns-join': [
    { name: 'joined', mode: 'accept', path: '/session/sns-join', body: json(JOIN) },
    { name: 'refused by the API', mode: 'refuse', path: '/session/sns-join', body: json(JOIN) },
    { name: 'without consent', mode: 'accept', path: '/session/sns-join', body: json({ ...JOIN, agreedTerms: false }) },
  ],
  'POST /session/account/change-password': [
    { name: 'changed', mode: 'accept', path: '/session/account/change-password', body: json({ originalPassword: 'a', password: 'b', confirmPassword: 'b' }), signedIn: true },
    { name: 'refused by the API', mode: 'refuse', path: '/session/account/change-password', body: '{}', signedIn: true },
    { name: 'without a session', mode: 'accept', path: '/session/account/change-password', body: '{}' },
  ],
  'POST /session/account/delay-change-password': [
    { name: 'kept', mode: 'accept', path: '/session/account/delay-change-password', body: '{}', signedIn: true },
    { name: 'refused by the API', mode: 'refuse', path: '/session/account/delay-change-password', body: '{}', signedIn: true },
  ],
  'POST /session/account/reactivate-dormant': [
    { name: 'reactivated', mode: 'accept', path: '/session/account/reactivate-dormant', body: json({ userName: '휴면', phoneNumber: '01012345678', requestToken: 'r' }), signedIn: true },
    { name: 'refused by the API', mode: 'refuse', path: '/session/account/reactivate-dormant', body: '{}', signedIn: true },
  ],
};

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function route(env: ShellEnv) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://shell').pathname;
    const handlers: Record<string, () => unknown> = {
      '/session/login': () => handleLogin(req, res, env),
      '/session/guest-login': () => handleGuestLogin(req, res, env),
      '/session/logout': () => handleLogout(req, res, env),
      '/session/expired': () => handleSessionExpired(req, res, env),
      '/session/refresh-member': () => handleRefreshMember(req, res, env),
      '/session/sns-authorize': () => handleSnsAuthorize(req, res, env),
      '/session/sns-login': () => handleSnsLogin(req, res, env),
      '/session/sns-join': () => handleSnsJoin(req, res, env),
    };
    void (handlers[path] ?? (() => handleAccountAction(req, res, env, path.slice('/session/account/'.length))))();
  };
}

describe('the shell\'s answers fit the session contracts', () => {
  let api: Server;
  let shell: Server;
  let shellUrl = '';
  let mode: Mode = 'accept';

  beforeAll(async () => {
    api = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const path = req.url ?? '';
        const refused = mode === 'refuse' && path !== '/api/auth/auth-me';
        const body = path === '/api/auth/sns-login'
          ? (mode === 'join' ? { value: 'redirectToJoin', snsState: 'j', snsName: '카카오', snsEmail: '' } : { value: 'loginSuccess', token: 'tok-4' })
          : ACCEPTED[path];
        const [status, answer] = refused ? [400, { status: 400, code: 'API_REFUSAL', message: '요청을 처리할 수 없습니다.' }] : [200, body];
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    const env = { apiOrigin: await listen(api), sessionSecret: SECRET, sessionSecrets: [SECRET], secureCookies: false } as unknown as ShellEnv;
    shell = createServer(route(env));
    shellUrl = await listen(shell);
  });
  afterAll(() => {
    api.close();
    shell.close();
  });

  async function memberCookie(): Promise<string> {
    const sealed = await encodeSessionCookies({ token: 'tok-1', status: 'TEMP_PASSWORD', user: null }, SECRET);
    return [`shop_token=${encodeURIComponent(await encryptValue('tok-1', SECRET))}`, ...Object.entries(sealed).filter(([, v]) => v).map(([k, v]) => `${k}=${v}`)].join('; ');
  }

  it('has cases for every session contract', () => {
    expect(SESSION_CONTRACTS.map((c) => c.key).filter((key) => !CASES[key].length)).toEqual([]);
  });

  const all = SESSION_CONTRACTS.flatMap((contract) => CASES[contract.key].map((c) => [`${contract.key}: ${c.name}`, contract as Contract, c] as const));
  it.each(all)('%s', async (_name, contract, c) => {
    mode = c.mode;
    expect(`${c.method ?? 'POST'} ${c.path.split('?')[0]}`).toBe(contract.key);
    const response = await fetch(`${shellUrl}${c.path}`, {
      method: c.method ?? 'POST', redirect: 'manual',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(c.signedIn ? { cookie: await memberCookie() } : {}) },
      ...(c.body !== undefined ? { body: c.body } : {}),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    if (response.status < 400) {
      expect(checkAnswer(contract, body)).toBeUndefined();
      return;
    }
    expect(body).toEqual({ ok: false, status: response.status, code: expect.any(String), message: expect.stringMatching(/[가-힣]/) });
    expect(['BAD_REQUEST', ...contract.errors]).toContain((body as { code: string }).code);
  });
});
