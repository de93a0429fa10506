/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerClientError } from './client-error.ts';

/** Sends raw bytes and reads the whole answer (the server closes after a refused request). */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('answerClientError (requests the HTTP parser refuses)', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('answers a URL over the header limit with 431 and the Korean message', async () => {
    const answer = await exchange(port, `GET /search?query=${'%EA%B0%80'.repeat(2000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(answer).toContain('application/json; charset=utf-8');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ status: 431, code: 'HEADERS_TOO_LARGE', message: '요청 주소나 헤더가 너무 깁니다.' });
  });

  it('answers a broken request line with 400 and the Korean message', async () => {
    const answer = await exchange(port, 'GARBAGE\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'MALFORMED_REQUEST', message: '요청 형식이 올바르지 않습니다.' });
  });
});
