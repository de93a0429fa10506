import type { FastifyReply, FastifyRequest } from 'fastify';
import { shellError } from './error-table.ts';
import { isBodyTooLarge, readBody } from './to-web-request.ts';
import { PROXY_BODY_LIMITS } from './proxy.ts';

/** Request headers never forwarded: hop-by-hop ones, the browser's cookies (the session goes as headers), its encodings. */
const DROP_REQUEST = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'cookie', 'accept-encoding', 'authorization', 'salesonid', 'x-forwarded-for'];
/** Response headers never passed back: hop-by-hop ones, the API's cookies and its encoding. */
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'set-cookie', 'content-encoding']);

export type ApiProxyOptions = {
  /** Path and query at the API (already normalised). */
  target: string;
  /** Headers the shell adds (the session's, the request id, the shopper's address). */
  extraHeaders: Record<string, string>;
  timeoutMs: number;
  /** Response headers to pass through (lower case); all but hop-by-hop, set-cookie and content-encoding when omitted. */
  passHeaders?: readonly string[];
  /** Awaited with the API's status before any of the answer is sent (e.g. to drop what the call made stale). */
  beforeAnswer?: (status: number) => void | Promise<void>;
};

/**
 * Forwards a request to the API through @fastify/reply-from and streams the answer back. A request body is read
 * whole first (at most the proxy's limit, else a 413 after draining it), so that the API gets it with its length
 * and an early refusal of the API never cuts an upload short. Upstream failures are the table's 502/504.
 */
export async function forwardToApi(request: FastifyRequest, reply: FastifyReply, options: ApiProxyOptions): Promise<FastifyReply> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let body: Buffer | undefined;
  if (hasBody) {
    const limit = /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '') ? PROXY_BODY_LIMITS.multipart : PROXY_BODY_LIMITS.json;
    try {
      body = await readBody(request.raw, limit);
    } catch (error) {
      if (!isBodyTooLarge(error)) {
        request.raw.destroy();
        return reply.hijack();
      }
      const refused = shellError('PAYLOAD_TOO_LARGE');
      return reply.code(refused.status).header('cache-control', 'no-store').send(refused);
    }
  }
  return reply.from(options.target, {
    // The bytes as read, under the browser's own type (reply-from would re-encode a body given without one).
    // A body-less DELETE or POST (no bytes, no type) goes with none: an invented octet-stream type would be the API's 415.
    ...(hasBody ? (body?.length || request.headers['content-type'] ? { body: body ?? Buffer.alloc(0), contentType: request.headers['content-type'] ?? 'application/octet-stream' } : { body: null }) : {}),
    timeout: options.timeoutMs,
    // Never retried: a 503 of the API (maintenance) is its answer, and a POST must not run twice.
    retryDelay: () => null,
    rewriteRequestHeaders: (_req, headers) => {
      const out: Record<string, string | string[] | number | undefined> = { ...headers };
      for (const name of DROP_REQUEST) delete out[name];
      return Object.assign(out, options.extraHeaders);
    },
    rewriteHeaders: (headers) => {
      const out: typeof headers = {};
      for (const [name, value] of Object.entries(headers)) {
        if (DROP_RESPONSE.has(name)) continue;
        if (options.passHeaders && !options.passHeaders.includes(name)) continue;
        (out as Record<string, unknown>)[name] = value;
      }
      return out;
    },
    onResponse: (_req, answer, res) => {
      const send = () => answer.send(res.stream);
      if (!options.beforeAnswer) return void send();
      void Promise.resolve(options.beforeAnswer(res.statusCode)).then(send, send);
    },
    onError: (answer, { error }) => {
      const failed = shellError((error as { statusCode?: number }).statusCode === 504 ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_UNAVAILABLE');
      void answer.code(failed.status).header('cache-control', 'no-store').send(failed);
    },
  });
}
