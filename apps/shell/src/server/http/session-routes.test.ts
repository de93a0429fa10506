/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShellEnv } from '../../config/env.ts';
import { handleLogin } from './session-routes.ts';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('POST /session/login', () => {
  let api: Server;
  let shell: Server;
  let shellUrl = '';
  let apiAnswer: { status: number; body: unknown } = { status: 200, body: {} };
  const apiRequests: { method?: string; url?: string; body: string }[] = [];

  beforeAll(async () => {
    api = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        apiRequests.push({ method: req.method, url: req.url, body });
        res.writeHead(apiAnswer.status, { 'content-type': 'application/json' }).end(JSON.stringify(apiAnswer.body));
      });
    });
    const apiOrigin = await listen(api);
    const env = { apiOrigin, sessionSecret: 'x'.repeat(32), sessionSecrets: ['x'.repeat(32)], secureCookies: false } as unknown as ShellEnv;
    shell = createServer((req, res) => void handleLogin(req, res, env));
    shellUrl = await listen(shell);
  });
  afterAll(() => {
    api.close();
    shell.close();
  });

  const post = (body: string) => fetch(`${shellUrl}/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('refuses a malformed body with the shell table\'s code and Korean message', async () => {
    const response = await post('{');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, status: 400, code: 'BAD_REQUEST', message: '요청 본문(JSON)의 형식이 올바르지 않습니다.' });
  });

  it('passes a refused login on as data with the API\'s message', async () => {
    apiAnswer = { status: 401, body: { status: 401, code: 'BAD_CREDENTIALS', message: '아이디/비밀번호를 정확히 입력해 주세요.' } };
    const response = await post(JSON.stringify({ loginId: 'demo01', password: 'wrong' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: false, status: 401, code: 'BAD_CREDENTIALS', message: '아이디/비밀번호를 정확히 입력해 주세요.' });
    expect(apiRequests.at(-1)).toMatchObject({ method: 'POST', url: '/api/auth/token' });
    expect(JSON.parse(apiRequests.at(-1)!.body)).toEqual({ loginType: 'ROLE_USER', loginId: 'demo01', password: 'wrong' });
  });

  it('answers a broken API with a 502 and the shell\'s Korean message', async () => {
    apiAnswer = { status: 500, body: { status: 500, code: 'INTERNAL_ERROR', message: 'x' } };
    const response = await post(JSON.stringify({ loginId: 'demo01', password: 'pw' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ ok: false, status: 500, code: 'INTERNAL_ERROR', message: '일시적인 오류로 로그인하지 못했습니다.' });
  });
});
