import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressBuffer, createCompressedCache, isCompressible, pickEncoding } from './compression.ts';

const compressed = createCompressedCache();

/**
 * `/_mf/<remote>/<file>`: a remote's browser files through the shell (one origin for the browser), compressed.
 * Content-hashed files are immutable, so their compressed forms are cached; manifests are compressed per request.
 */
export async function serveRemoteFile(req: IncomingMessage, res: ServerResponse, target: string, timeoutMs: number): Promise<void> {
  let upstream: Response;
  try {
    upstream = await fetch(target, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timeout = error instanceof Error && error.name === 'TimeoutError';
    res.writeHead(timeout ? 504 : 502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Remote unavailable');
    return;
  }
  const body = Buffer.from(await upstream.arrayBuffer());
  const type = upstream.headers.get('content-type');
  const cacheControl = upstream.headers.get('cache-control') ?? 'no-cache';
  const headers: Record<string, string | number> = { 'content-type': type ?? 'application/octet-stream', 'cache-control': cacheControl };
  const encoding = upstream.ok ? pickEncoding(req.headers['accept-encoding']) : null;
  let out: Buffer = body;
  if (encoding && isCompressible(type, body.length)) {
    out = cacheControl.includes('immutable') ? compressed(target, encoding, body) : compressBuffer(body, encoding);
    headers['content-encoding'] = encoding;
    headers.vary = 'accept-encoding';
  }
  headers['content-length'] = out.length;
  res.writeHead(upstream.status, headers);
  res.end(req.method === 'HEAD' ? undefined : out);
}
