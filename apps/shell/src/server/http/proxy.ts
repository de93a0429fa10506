import { shellError } from './error-table.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'cookie', 'content-length', 'accept-encoding']);

export type ProxyOptions = {
  target: string;
  extraHeaders?: Record<string, string>;
  timeoutMs: number;
  /** Response headers to pass through (lower case); all but hop-by-hop and set-cookie when omitted. */
  passHeaders?: string[];
  /** The request body, already read (else the request is streamed). */
  body?: Buffer;
  /** Headers the shell adds to the answer (e.g. its own set-cookie). */
  responseHeaders?: Record<string, string>;
  /** Called with the status and the whole answer once it was sent (the answer is buffered, not streamed). */
  onAnswer?: (status: number, body: Buffer) => void;
};

/** Forwards a request to `target` and streams the answer back. Upstream failures become a 502/504 JSON error. */
export async function proxyRequest(req: IncomingMessage, res: ServerResponse, options: ProxyOptions): Promise<void> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (HOP_BY_HOP.has(key) || key === 'authorization' || key === 'salesonid' || value === undefined) continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  for (const [key, value] of Object.entries(options.extraHeaders ?? {})) headers.set(key, value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(options.target, {
      method: req.method,
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
      ...(hasBody ? (options.body ? { body: options.body } : { body: Readable.toWeb(req) as unknown as ReadableStream, duplex: 'half' }) : {}),
    } as RequestInit);
  } catch (error) {
    const timeout = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    const failed = shellError(timeout ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE');
    res.writeHead(failed.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(failed));
    return;
  }
  const out: Record<string, string> = {};
  upstream.headers.forEach((value, key) => {
    if (HOP_BY_HOP.has(key) || key === 'set-cookie' || key === 'content-encoding') return;
    if (options.passHeaders && !options.passHeaders.includes(key)) return;
    out[key] = value;
  });
  Object.assign(out, options.responseHeaders);
  if (options.onAnswer) {
    const answer = Buffer.from(await upstream.arrayBuffer().catch(() => new ArrayBuffer(0)));
    res.writeHead(upstream.status, out).end(answer);
    options.onAnswer(upstream.status, answer);
    return;
  }
  res.writeHead(upstream.status, out);
  if (!upstream.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  Readable.fromWeb(upstream.body as unknown as WebReadableStream).pipe(res);
}
