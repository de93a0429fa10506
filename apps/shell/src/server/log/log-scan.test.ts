/**
 * @jest-environment node
 */
// A log scan of the shell: with console routed through the JSON logger at debug level, a member's requests whose
// API calls fail (the API is down) and errors quoting what a shopper sent are logged; no line may hold the token,
// the password, the phone number, the e-mail address or the visitor id.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SessionState } from '@shop/session';
import { readShellEnv } from '../../config/env.ts';
import { proxyWithMessenger } from '../messenger/messenger-proxy.ts';
import { countVisit, createVisitCounter } from '../visits/count-visit.ts';
import { createLogger, routeConsole } from './logger.ts';
import { requestIdFrom, withRequestId } from './request-scope.ts';

const SECRET = '0123456789abcdef0123456789abcdef';
const TOKEN = 'member-token-5f3a9c1e7b';
const VISITOR = '0f4e7c2a-9b1d-4c3e-8a5f-6d7e8f9a0b1c';
const session = { token: TOKEN, isGuest: false, status: null, salesonId: VISITOR, user: { userId: 1, loginId: 'demo01', name: '김데모', email: 'demo01@example.com', loginType: 'ROLE_USER' } } as SessionState;

describe('shell log lines', () => {
  const lines: string[] = [];
  const original = { log: console.log, info: console.info, warn: console.warn, error: console.error, debug: console.debug };
  let shell: Server;
  beforeAll(async () => {
    routeConsole(createLogger({ level: 'debug', write: (line) => lines.push(line), base: { app: 'shell' } }));
    // The API is down: every call fails.
    const env = readShellEnv({ SESSION_SECRET: SECRET, API_ORIGIN: 'http://127.0.0.1:9', VISIT_FLUSH_MS: '10' });
    const visits = createVisitCounter(env.apiOrigin, env);
    shell = createServer((req, res) => {
      withRequestId(requestIdFrom(req.headers['x-request-id']), () => {
        countVisit(visits, { method: 'GET', url: '/search?query=010-2222-3333', isBot: false, visitorId: VISITOR, newVisitor: true });
        void proxyWithMessenger(req, res, { env, session, path: '/api/cart/add', target: `${env.apiOrigin}/api/cart/add`, extraHeaders: { authorization: `Bearer ${TOKEN}`, salesonid: VISITOR }, timeoutMs: 2000 });
      });
    });
    await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    Object.assign(console, original);
    shell.closeAllConnections();
    await new Promise((resolve) => shell.close(resolve));
  });

  it('are JSON with level, Seoul time and the request id, and hold no token, password or personal data', async () => {
    const port = (shell.address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/api/cart/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-scan-0001' },
      body: JSON.stringify({ arrayRequiredItems: ['1001||1||'], password: 'Demo!2345678', mobile: '01012345678' }),
    });
    expect(response.status).toBe(502);
    for (let i = 0; i < 100 && lines.length < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    // What a library might print: an error quoting a request.
    withRequestId('req-scan-0002', () => console.error(new Error(`POST /session/login {"loginId":"demo01","password":"Demo!2345678"} for demo01@example.com, 010-1234-5678, Bearer ${TOKEN}`)));

    expect(lines.length).toBeGreaterThanOrEqual(3);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of parsed) {
      expect(['error', 'warn', 'info', 'debug']).toContain(entry.level);
      expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+09:00$/);
    }
    expect(parsed.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['PV 등록 실패: API POST /api/visit/batch request failed (API가 돌아올 때까지 조회 수를 버립니다)']));
    expect(parsed.some((entry) => entry.reqId === 'req-scan-0001')).toBe(true);
    const text = lines.join('\n');
    for (const secret of [TOKEN, 'Demo!2345678', '01012345678', '010-1234-5678', '010-2222-3333', 'demo01@example.com', VISITOR]) expect(text).not.toContain(secret);
  });
});
