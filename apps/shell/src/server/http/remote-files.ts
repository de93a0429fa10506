import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathSegments } from '@shop/static-host/safe-path';
import { shellError, type ShellErrorCode } from './error-table.ts';
import { sendJson } from './to-web-request.ts';
import { compressBuffer, createCompressedCache, isCompressible, pickEncoding } from './compression.ts';

const compressed = createCompressedCache();

/**
 * The path under a remote of a file browsers may load (`/_mf/<remote>/<path>`), re-encoded segment by segment, or
 * null. Only the remote's client/ folder is served: its server containers (with build-machine paths) stay private.
 * Each segment is decoded once before the check (`pathSegments`, the rule the remotes' static host applies too), so an
 * encoded slash, backslash or dot segment (`client/..%2Fserver`) or an escape encoded twice is refused, never handed to
 * the remote's host to resolve.
 * @example browserFilePath('client/remoteEntry.js') // 'client/remoteEntry.js'
 * @example browserFilePath('client/..%2Fserver/remoteEntry.js') // null
 */
export function browserFilePath(encodedPath: string): string | null {
  const segments = pathSegments(encodedPath);
  if (!segments || segments[0] !== 'client' || segments.length < 2) return null;
  return segments.map(encodeURIComponent).join('/');
}

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
    sendJson(res, ...answer(timeout ? 'REMOTE_TIMEOUT' : 'REMOTE_UNAVAILABLE'));
    return;
  }
  if (upstream.status === 404) {
    // The remote host's own answer is English plain text: the visitor gets the table's.
    await upstream.body?.cancel();
    sendJson(res, ...answer('NOT_FOUND'));
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

const answer = (code: ShellErrorCode): [number, ReturnType<typeof shellError>] => {
  const body = shellError(code);
  return [body.status, body];
};
