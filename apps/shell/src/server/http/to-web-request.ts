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

/** Reads a request body up to `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw Object.assign(new Error('Body too large'), { statusCode: 413 });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
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
