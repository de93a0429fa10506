import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, isFromTrustedProxy } from '../security/trusted-proxies.ts';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * The origin the browser used: the Host header, or X-Forwarded-Host/Proto when the connection comes from a trusted
 * proxy (TRUSTED_PROXIES); anyone else's forwarded headers are ignored.
 */
export function requestOrigin(req: IncomingMessage): string {
  const forwarded = isFromTrustedProxy(req.socket?.remoteAddress);
  const proto = (forwarded ? first(req.headers['x-forwarded-proto']) : undefined) ?? 'http';
  const host = (forwarded ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host ?? 'localhost';
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/** A web `Request` for react-router's static handler, aborted when the client goes away. */
export function toWebRequest(req: IncomingMessage, res: ServerResponse): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(new URL(req.url ?? '/', requestOrigin(req)), { method: req.method, headers, signal: controller.signal });
}

/** How much of a refused body is read and dropped before the connection is cut instead. */
export const DRAIN_LIMIT = 32 * 1024 * 1024;

/** The error `readBody` rejects with for a body over its limit (`statusCode` 413). */
export type BodyTooLarge = Error & { statusCode: 413 };

/** True for `readBody`'s refusal of a body over its limit. */
export function isBodyTooLarge(error: unknown): error is BodyTooLarge {
  return (error as { statusCode?: unknown } | null)?.statusCode === 413;
}

/**
 * Reads and drops the rest of a request body; resolves once it has ended, so that the answer goes out after the
 * whole request was read. Answered earlier, a client or load balancer still sending meets a reset connection
 * (nginx: a 502), and nginx, having announced keep-alive, closes the connection after the answer, under the
 * client's next request. Past `DRAIN_LIMIT` bytes the connection is cut instead.
 */
export function drainRequest(req: IncomingMessage): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let drained = 0;
    req.on('data', (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_LIMIT) req.socket?.destroy();
    });
    req.once('end', () => resolve());
    req.once('close', () => resolve());
    req.resume();
  });
}

/**
 * Reads a request body up to `limit` bytes. A body over the limit (declared by Content-Length, or found so while
 * reading a chunked one) is read to its end and dropped (`drainRequest`), then rejects with `BodyTooLarge`: answer it
 * with a 413.
 */
export function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<Buffer> {
  const tooLarge = (): BodyTooLarge => Object.assign(new Error('Body too large'), { statusCode: 413 as const });
  if (Number(req.headers['content-length'] ?? NaN) > limit) return drainRequest(req).then(() => Promise.reject(tooLarge()));
  if (req.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      // Not destroyed (an async iterator left early would destroy the request, and with it the socket the 413
      // has to go out on): the rest is read and dropped first.
      stop();
      chunks.length = 0;
      void drainRequest(req).then(() => reject(tooLarge()));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      reject(new Error('the request was closed before its body ended'));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
    req.once('close', onClose);
  });
}

/** Same-origin check for unsafe methods (CSRF): the Origin header, or Sec-Fetch-Site when Origin is absent. */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin) return origin === requestOrigin(req);
  const site = req.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}

/** The `x-forwarded-for` the shell sends the API: the shopper's address (`clientAddress`), never the client's own header. */
export function forwardedFor(req: IncomingMessage): Record<string, string> {
  const address = clientAddress(req.socket?.remoteAddress, req.headers['x-forwarded-for']);
  return address ? { 'x-forwarded-for': address } : {};
}
