/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postInPieces } from '../testing/raw-http.ts';
import { LOGIN_BODY_LIMIT, readLoginBody } from './login-answers.ts';
import { sendJson } from './to-web-request.ts';

describe('readLoginBody (the body of the shell\'s sign-in and account endpoints)', () => {
  let shell: Server;
  let origin = '';

  beforeAll(async () => {
    shell = createServer((req, res) => {
      if (req.method !== 'POST') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('next');
      void readLoginBody(req, res).then((body) => body && sendJson(res, 200, { ok: true, keys: Object.keys(body) }));
    });
    await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    shell.closeAllConnections();
    await new Promise((resolve) => shell.close(resolve));
  });

  it('reads a JSON object within the limit', async () => {
    const response = await fetch(`${origin}/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'demo01', memo: 'x'.repeat(LOGIN_BODY_LIMIT - 100) }) });
    expect(await response.json()).toEqual({ ok: true, keys: ['loginId', 'memo'] });
  });

  it.each([
    ['with its length', false],
    ['chunked, without a length', true],
  ])('answers a 3 MB body sent %s with 413 and the Korean message, reading it to its end', async (_how, chunked) => {
    const answer = await postInPieces(origin, '/session/login', 3 * 1024 * 1024, { chunked, nextPath: '/after' });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('"code":"PAYLOAD_TOO_LARGE"');
    expect(answer.body).toContain('요청 내용이 너무 큽니다.');
    // The client could send its whole body (no reset, no EPIPE) and the connection still serves the next request.
    expect(answer.writeError).toBeNull();
    expect(answer.reused).toBe(true);
  });

  it('still answers malformed JSON and non-objects with 400', async () => {
    for (const body of ['{', 'null', '[]', '42']) {
      const response = await fetch(`${origin}/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([400, 'BAD_REQUEST']);
    }
  });
});
