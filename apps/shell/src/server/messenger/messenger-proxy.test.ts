/**
 * @jest-environment node
 */
// The messenger channel through the shell's /api proxy, over real HTTP: a fake API that records every call.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionState } from '@shop/session';
import { readShellEnv, type ShellEnv } from '../../config/env.ts';
import { readSession, sessionSetCookies } from '../session.ts';
import { proxyWithMessenger } from './messenger-proxy.ts';

const SECRET = '0123456789abcdef0123456789abcdef';
type Call = { path: string; token: string | undefined; body: unknown };

const calls: Call[] = [];
/** The API statuses `beforeAnswer` was called with (the shell drops what a call made stale there). */
const beforeAnswers: number[] = [];
const auids = new Map<string, string>([['Bearer token-with-channel', 'kakao-auid-1'], ['Bearer token-without-channel', '']]);
let api: Server;
let shell: Server;
let origin: string;
let env: ShellEnv;

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

beforeAll(async () => {
  api = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://api').pathname;
    const token = req.headers.authorization;
    calls.push({ path, token, body: await bodyOf(req) });
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/api/kakao/sender') return send(200, { auid: auids.get(token ?? '') ?? '' });
    if (path.startsWith('/api/kakao/')) return send(500, { status: 500, message: 'messenger down' });
    if (path === '/api/cart/add') return send(200, { status: 200, message: 'OK' });
    if (path === '/api/mypage/review') return token ? send(200, { itemReviewId: 5, earnedPoint: 1000 }) : send(401, { status: 401, code: 'UNAUTHORIZED' });
    return send(404, { status: 404 });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  env = readShellEnv({ SESSION_SECRET: SECRET, API_ORIGIN: `http://127.0.0.1:${(api.address() as AddressInfo).port}` });
  shell = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://shell').pathname;
    void readSession(req.headers.cookie, SECRET).then((session) =>
      proxyWithMessenger(req, res, {
        env, session, path, target: `${env.apiOrigin}${path}`, extraHeaders: session.token ? { authorization: `Bearer ${session.token}` } : {}, timeoutMs: 5000,
        beforeAnswer: (status) => void beforeAnswers.push(status),
      }),
    );
  });
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const server of [shell, api]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

beforeEach(() => {
  calls.length = 0;
  beforeAnswers.length = 0;
});

async function memberCookie(token: string): Promise<string> {
  const session = { token, isGuest: false, status: null, salesonId: 'visitor-1', user: { userId: 1, loginId: 'm', name: '회원', email: 'm@x.kr', loginType: 'ROLE_USER' } } as SessionState;
  return (await sessionSetCookies(session, SECRET, false)).map((c) => c.split(';')[0]).join('; ');
}

async function addToCart(cookie: string | undefined, items: string[]) {
  const response = await fetch(`${origin}/api/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ arrayRequiredItems: items }) });
  return { status: response.status, body: (await response.json()) as unknown, setCookie: response.headers.getSetCookie() };
}

/** Notifications are sent after the answer: wait for them. */
async function settle(count: number) {
  for (let i = 0; i < 100 && calls.filter((c) => c.path.startsWith('/api/kakao/') && c.path !== '/api/kakao/sender').length < count; i += 1) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 30));
  return calls.map((c) => c.path);
}

describe('messenger channel through the proxy', () => {
  it('fetches the channel id once per session, keeps it encrypted, and notifies each add to cart', async () => {
    const cookie = await memberCookie('token-with-channel');
    const first = await addToCart(cookie, ['1001||2||']);
    expect(first).toMatchObject({ status: 200, body: { status: 200, message: 'OK' } });
    const channelCookie = first.setCookie.find((c) => c.startsWith('SALESON_CHANNEL='));
    expect(channelCookie).toMatch(/HttpOnly/);
    expect(channelCookie).not.toContain('kakao-auid-1');
    expect(await settle(1)).toEqual(['/api/kakao/sender', '/api/cart/add', '/api/kakao/add-to-cart']);
    expect(calls[2]).toEqual({ path: '/api/kakao/add-to-cart', token: 'Bearer token-with-channel', body: { arrayRequiredItems: ['1001||2||'] } });

    calls.length = 0;
    const again = await addToCart(`${cookie}; ${channelCookie!.split(';')[0]}`, ['1002||1||']);
    expect(again.setCookie).toEqual([]);
    // The messenger answered 500: ignored, the shopper's answer is the cart's.
    expect(again.status).toBe(200);
    expect(await settle(1)).toEqual(['/api/cart/add', '/api/kakao/add-to-cart']);
  });

  it('sends nothing for a visitor, nor for an empty cart add', async () => {
    expect((await addToCart(undefined, ['1001||1||'])).status).toBe(200);
    expect(await settle(0)).toEqual(['/api/cart/add']);
    calls.length = 0;
    await addToCart(await memberCookie('token-with-channel'), []);
    expect(await settle(0)).toEqual(['/api/kakao/sender', '/api/cart/add']);
  });

  it('hands the API\'s status to beforeAnswer before the shopper gets the answer (a review write drops stale pages there)', async () => {
    const cookie = await memberCookie('token-with-channel');
    const write = (headers: Record<string, string>) => fetch(`${origin}/api/mypage/review`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
    const written = await write({ cookie });
    expect(beforeAnswers).toEqual([200]);
    expect(await written.json()).toEqual({ itemReviewId: 5, earnedPoint: 1000 });
    const refused = await write({});
    expect([refused.status, beforeAnswers]).toEqual([401, [200, 401]]);
    expect(await settle(1)).toContain('/api/kakao/review/5');
  });

  it('keeps an empty channel id as fetched and never notifies it', async () => {
    const cookie = await memberCookie('token-without-channel');
    const first = await addToCart(cookie, ['1001||1||']);
    const channelCookie = first.setCookie.find((c) => c.startsWith('SALESON_CHANNEL='))!.split(';')[0];
    await addToCart(`${cookie}; ${channelCookie}`, ['1001||1||']);
    expect(await settle(0)).toEqual(['/api/kakao/sender', '/api/cart/add', '/api/cart/add']);
  });
});
