import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleCrawlerFiles } from './crawler-files.ts';
import { SHELL_ERRORS } from './error-table.ts';

/** A shell-like server answering only the crawler files, its API at `apiOrigin`. */
async function serve(apiOrigin: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) => {
    void handleCrawlerFiles(req, res, new URL(req.url ?? '/', 'http://x').pathname, apiOrigin).then((handled) => handled || res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** An API that refuses every catalogue call with a 500. */
async function brokenApi(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) => res.writeHead(500, { 'content-type': 'application/json' }).end('{"status":500,"message":"boom"}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('handleCrawlerFiles', () => {
  const servers: Server[] = [];
  afterAll(async () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('answers sitemap.xml with the error table’s Korean 503 (JSON, retry-after) when the API fails, not an English text', async () => {
    const api = await brokenApi();
    const shell = await serve(api.origin);
    servers.push(api.server, shell.server);
    const answer = await fetch(`${shell.origin}/sitemap.xml`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ status: 503, code: 'SITEMAP_UNAVAILABLE', message: SHELL_ERRORS.SITEMAP_UNAVAILABLE.message });
    expect(SHELL_ERRORS.SITEMAP_UNAVAILABLE.message).toMatch(/[가-힣]/);
    const head = await fetch(`${shell.origin}/sitemap.xml`, { method: 'HEAD' });
    expect(head.status).toBe(503);
  });

  it('answers the same when the API is not reachable at all', async () => {
    const shell = await serve('http://127.0.0.1:9');
    servers.push(shell.server);
    const answer = await fetch(`${shell.origin}/sitemap.xml`);
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { code: string }).code).toBe('SITEMAP_UNAVAILABLE');
  });

  it('answers robots.txt without the API, and a POST with the table’s 405', async () => {
    const shell = await serve('http://127.0.0.1:9');
    servers.push(shell.server);
    const robots = await fetch(`${shell.origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${shell.origin}/sitemap.xml`);
    const post = await fetch(`${shell.origin}/robots.txt`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(((await post.json()) as { code: string }).code).toBe('METHOD_NOT_ALLOWED');
  });
});
