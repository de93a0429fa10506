import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { cacheControlFor, contentTypeFor } from './cache-policy.ts';
import { createFaults } from './faults.ts';
import { pathSegments } from './safe-path.ts';

/** How long an idle keep-alive connection stays open (ms); Node's default is 5 s. */
export const STATIC_KEEP_ALIVE_TIMEOUT_MS = 65_000;

export type StaticHostOptions = { root: string; name: string; faults?: boolean };

/**
 * Serves a remote's build folder (client/ and server/ containers) with CORS, the cache policy of
 * `cacheControlFor`, and `/healthz`. Paths cannot escape `root`, nor the folder they name (`pathSegments`).
 */
export function createStaticHost({ root, name, faults: withFaults = false }: StaticHostOptions): Server {
  const base = path.resolve(root);
  const faults = withFaults ? createFaults() : null;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (faults && (faults.control(req, res, url) || faults.apply(res, url))) return;
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok', name }));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    // The path as sent (not the URL parser's, which resolves dot segments, encoded ones too), decoded once, segment
    // by segment: a path whose decoded form would leave the folder it names (a dot segment, an encoded slash or
    // backslash, an escape encoded twice) is refused, never resolved.
    const segments = pathSegments((req.url ?? '/').split('?')[0]!);
    const file = segments ? path.resolve(base, ...segments) : null;
    if (!file?.startsWith(base + path.sep)) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).end('Bad path');
      return;
    }
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': contentTypeFor(file),
      'content-length': info.size,
      'cache-control': cacheControlFor(file),
      'last-modified': info.mtime.toUTCString(),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  // Idle connections outlive the clients' idle timeouts (undici's 4 s, the shells' agents): the client closes first.
  server.keepAliveTimeout = STATIC_KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = STATIC_KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}
