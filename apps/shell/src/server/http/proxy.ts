import { shellError } from './error-table.ts';
import { isBodyTooLarge, readBody } from './to-web-request.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'cookie', 'content-length', 'accept-encoding']);

/**
 * Largest request body the proxy forwards: the API's own JSON limit (1 MB), and room for uploads sent as
 * multipart/form-data (an inquiry's four 5 MB files). Larger bodies are refused here with a 413, before any byte
 * reaches the API.
 */
export const PROXY_BODY_LIMITS = { json: 1024 * 1024, multipart: 25 * 1024 * 1024 } as const;

function bodyLimitOf(req: IncomingMessage): number {
  return /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '') ? PROXY_BODY_LIMITS.multipart : PROXY_BODY_LIMITS.json;
}

function refuseTooLarge(res: ServerResponse): void {
  const refused = shellError('PAYLOAD_TOO_LARGE');
  res.writeHead(refused.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(refused));
}

/**
 * The request body to forward, read whole (at most the limit) so that the API gets it with its length and an early
 * answer of the API (a refusal) can never cut the upload short; undefined once a 413 has been answered.
 */
export async function bodyToForward(req: IncomingMessage, res: ServerResponse): Promise<Buffer | undefined> {
  try {
    return await readBody(req, bodyLimitOf(req));
  } catch (error) {
    // A body over the limit, declared or chunked, was read to its end by readBody before this 413: a load balancer
    // still streaming it would otherwise meet a reset connection and answer 502 instead.
    if (isBodyTooLarge(error)) refuseTooLarge(res);
    else res.destroy();
    return undefined;
  }
}

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
  /** Awaited with the API's status before any of the answer is sent (e.g. to drop what the call made stale). */
  beforeAnswer?: (status: number) => void | Promise<void>;
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
  // A caller that already read the body (the messenger hook) passes it; otherwise it is read here, within the limit.
  const body = hasBody ? (options.body ?? (await bodyToForward(req, res))) : undefined;
  if (hasBody && body === undefined) return;
  let upstream: Response;
  try {
    upstream = await fetch(options.target, {
      method: req.method,
      headers,
      signal: AbortSignal.timeout(options.timeoutMs),
      ...(body ? { body } : {}),
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
  if (options.beforeAnswer) await options.beforeAnswer(upstream.status);
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
