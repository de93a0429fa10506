import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { cacheControlFor, contentTypeFor } from './cache-policy.ts';
import { createFaults } from './faults.ts';

export type StaticHostOptions = { root: string; name: string; faults?: boolean };

/**
 * Serves a remote's build folder (client/ and server/ containers) with CORS, the cache policy of
 * `cacheControlFor`, and `/healthz`. Paths cannot escape `root`.
 */
export function createStaticHost({ root, name, faults: withFaults = false }: StaticHostOptions): Server {
  const base = path.resolve(root);
  const faults = withFaults ? createFaults() : null;
  return createServer(async (req, res) => {
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
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad path');
      return;
    }
    const file = path.resolve(base, '.' + pathname);
    if (!file.startsWith(base + path.sep)) {
      res.writeHead(403).end();
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
}
