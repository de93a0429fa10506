/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postInPieces } from '../testing/raw-http.ts';
import { sessionLoginContract } from '@shop/contracts';
import { readJsonObject, SMALL_BODY_LIMIT } from './json-body.ts';
import { readSessionInput } from './login-answers.ts';
import { sendJson } from './to-web-request.ts';

describe('the small JSON bodies of the shell\'s own endpoints', () => {
  let shell: Server;
  let origin = '';

  beforeAll(async () => {
    shell = createServer((req, res) => {
      if (req.method !== 'POST') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('next');
      if (req.url === '/session/login') return void readSessionInput(sessionLoginContract, req, res).then((input) => input && sendJson(res, 200, { ok: true, input: input.body }));
      void readJsonObject(req).then((read) => sendJson(res, 'body' in read ? 200 : 400, 'body' in read ? { ok: true, keys: Object.keys(read.body) } : { ok: false, code: read.refused }));
    });
    await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    shell.closeAllConnections();
    await new Promise((resolve) => shell.close(resolve));
  });

  it('reads a JSON object within the limit', async () => {
    const response = await fetch(`${origin}/read`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'demo01', memo: 'x'.repeat(SMALL_BODY_LIMIT - 100) }) });
    expect(await response.json()).toEqual({ ok: true, keys: ['loginId', 'memo'] });
  });

  it('gives a session endpoint its contract\'s input, and refuses a field of the wrong type with the contract\'s Korean message', async () => {
    const post = (body: string) => fetch(`${origin}/session/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await (await post(JSON.stringify({ loginId: ' demo01 ', password: ' pw ', memo: 1 }))).json()).toEqual({ ok: true, input: { loginId: ' demo01 ', password: ' pw ' } });
    expect(await (await post('{}')).json()).toEqual({ ok: true, input: { loginId: '', password: '' } });
    const refused = await post(JSON.stringify({ loginId: 42, password: 'pw' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ ok: false, status: 400, code: 'BAD_REQUEST', message: '아이디 값이 올바르지 않습니다.' });
    const malformed = await post('{');
    expect(await malformed.json()).toEqual({ ok: false, status: 400, code: 'BAD_REQUEST', message: '요청 본문(JSON)의 형식이 올바르지 않습니다.' });
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
      for (const path of ['/read', '/session/login']) {
        const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        expect([response.status, ((await response.json()) as { code: string }).code]).toEqual([400, 'BAD_REQUEST']);
      }
    }
  });
});
