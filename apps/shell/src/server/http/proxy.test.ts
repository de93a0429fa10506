/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyRequest } from './proxy.ts';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the /api proxy when the API fails', () => {
  let slowApi: Server;
  let shell: Server;
  let shellUrl = '';
  let target = '';

  beforeAll(async () => {
    slowApi = createServer(() => undefined); // never answers
    const slowOrigin = await listen(slowApi);
    shell = createServer((req, res) => void proxyRequest(req, res, { target: `${target || slowOrigin}/api/x`, timeoutMs: 300 }));
    shellUrl = await listen(shell);
  });
  afterAll(() => {
    slowApi.closeAllConnections();
    slowApi.close();
    shell.close();
  });

  it('answers a timeout with 504 and the table\'s Korean message', async () => {
    const response = await fetch(`${shellUrl}/api/x`);
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ status: 504, code: 'UPSTREAM_TIMEOUT', message: '서버의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.' });
  });

  it('answers an API that is down with 502 and the table\'s Korean message', async () => {
    target = 'http://127.0.0.1:9'; // nothing listens on the discard port
    const response = await fetch(`${shellUrl}/api/x`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ status: 502, code: 'UPSTREAM_UNAVAILABLE', message: '일시적으로 서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.' });
  });
});
