import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFetchTransport, createTtlCache } from '@shop/api-client';
import { buildRobotsTxt, buildSitemapXml, collectSitemapPaths } from './sitemap.ts';
import { shellError } from './error-table.ts';
import { requestOrigin, sendJson } from './to-web-request.ts';

/** How long the collected sitemap paths are reused. */
export const SITEMAP_CACHE_MS = 10 * 60_000;

const sitemapCache = createTtlCache<string[]>({ ttlMs: SITEMAP_CACHE_MS, now: () => Date.now() });

/**
 * Answers `GET /robots.txt` and `GET /sitemap.xml` (generated from the catalogue, cached 10 minutes).
 * @returns false for any other request, which the caller then routes on.
 */
export async function handleCrawlerFiles(req: IncomingMessage, res: ServerResponse, pathname: string, apiOrigin: string): Promise<boolean> {
  if (pathname !== '/robots.txt' && pathname !== '/sitemap.xml') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const refused = shellError('METHOD_NOT_ALLOWED');
    sendJson(res, refused.status, refused, { allow: 'GET, HEAD' });
    return true;
  }
  const origin = requestOrigin(req);
  if (pathname === '/robots.txt') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }).end(req.method === 'HEAD' ? undefined : buildRobotsTxt(origin));
    return true;
  }
  try {
    const api = createFetchTransport({ baseUrl: apiOrigin, timeoutMs: 15_000 });
    const paths = await sitemapCache.get(apiOrigin, () => collectSitemapPaths(api));
    const xml = buildSitemapXml(origin, paths);
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' }).end(req.method === 'HEAD' ? undefined : xml);
  } catch (error) {
    console.error(`[shell] sitemap failed: ${error instanceof Error ? error.message : String(error)}`);
    // The catalogue could not be read: the error table's answer (Korean JSON), never a plain-text English one.
    const failed = shellError('SITEMAP_UNAVAILABLE');
    if (req.method === 'HEAD') res.writeHead(failed.status, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '60', 'cache-control': 'no-store' }).end();
    else sendJson(res, failed.status, failed, { 'retry-after': '60' });
  }
  return true;
}
