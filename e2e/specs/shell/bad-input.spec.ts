import { request as httpRequest } from 'node:http';
import { expect, test } from '../../fixtures/index.ts';

/** A GET with its path sent exactly as written: browsers and fetch resolve dot segments and backslashes first. */
function rawGet(baseURL: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

// A client's mistake is a 4xx with a clear message, never a 5xx (research/measured-2026-11-24.md found
// these answered 500, 502 and 503).
test.describe('bad input from the address bar and from scripts', () => {
  test('an over-long item code, category code or page number is a 4xx page with a Korean message, not a 503', async ({ page }) => {
    for (const path of [`/items/${'9'.repeat(300)}`, `/categories/${'x'.repeat(300)}`, '/events?page=100001']) {
      const res = await page.goto(path);
      const status = res?.status() ?? 0;
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
      expect(res?.headers()['retry-after'], path).toBeUndefined();
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/요청하신 주소가 올바르지 않습니다|요청한 페이지를 찾을 수 없습니다/);
    }
  });

  test('a NUL byte in a search is refused with the reason and never becomes a popular keyword', async ({ page, request }) => {
    const res = await page.goto('/search?query=%00');
    expect(res?.status()).toBe(400);
    await expect(page.getByText('검색어에 사용할 수 없는 문자가 포함되어 있습니다.')).toBeVisible();
    for (let i = 0; i < 20; i += 1) expect((await request.get('/api/search/result?query=%00')).status()).toBe(400);
    const info = (await (await request.get('/api/search/info')).json()) as { keywords: { keyword: string }[] };
    expect(info.keywords.some((k) => k.keyword.trim() === '' || k.keyword.includes('\u0000'))).toBe(false);
  });

  test('a body over the limit through the /api proxy is a 413 with the Korean message', async ({ request }) => {
    const res = await request.post('/api/cart/add', { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ arrayRequiredItems: ['x'.repeat(3_000_000)] }) });
    expect(res.status()).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('요청 내용이 너무 큽니다.');
  });

  test('a login body that is JSON but not an object is a 400, not a 500', async ({ request }) => {
    for (const body of ['null', '[]', '"text"', '42']) {
      const res = await request.post('/session/login', { headers: { 'content-type': 'application/json' }, data: body });
      expect(res.status(), body).toBe(400);
    }
  });
});

test('remote server bundles are not served to browsers; client containers are', async ({ request }) => {
  for (const remote of ['catalog', 'cart_order', 'mypage', 'auth', 'company_cs']) {
    expect((await request.get(`/_mf/${remote}/server/remoteEntry.js`)).status(), remote).toBe(404);
    expect((await request.get(`/_mf/${remote}/server/mf-manifest.json`)).status(), remote).toBe(404);
    expect((await request.get(`/_mf/${remote}/client/mf-manifest.json`)).status(), remote).toBe(200);
  }
});

test('no encoding of the path reaches a remote server bundle through the client folder', async ({ baseURL }) => {
  // The bundle itself exists on the remote's host: only the shell's check stands between a browser and it.
  for (const [remote, escape] of [['catalog', '..%2Fserver'], ['catalog', '..%2fserver'], ['cart_order', '%2e%2e%2fserver'], ['mypage', '%2E%2E%2Fserver'], ['auth', '.%2e/server'], ['company_cs', '%2e%2e/server'], ['catalog', '../server'], ['catalog', '%252e%252e%252fserver'], ['catalog', '..%5Cserver'], ['catalog', '..\\server'], ['catalog', '..%255Cserver'], ['catalog', '%2e%2e%5cserver']] as const) {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const path = `/_mf/${remote}/client/${escape}/${file}`;
      const answer = await rawGet(baseURL!, path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.body, path).not.toMatch(/"ssr"|require\(|__dirname|\/work\//);
    }
  }
  expect((await rawGet(baseURL!, '/_mf/catalog/client/mf-manifest.json')).status).toBe(200);
});
