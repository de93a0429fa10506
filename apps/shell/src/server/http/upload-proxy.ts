import type { IncomingMessage, ServerResponse } from 'node:http';
import { proxyRequest } from './proxy.ts';

/**
 * The API's headers a public picture keeps through the shell: type, length, caching and validators, and the
 * Content-Security-Policy the API gives an SVG (`default-src 'none'`), without which a script inside an SVG opened
 * on its own would run on the shop's origin.
 */
export const UPLOAD_PASS_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'content-security-policy'];

/** `/upload/*`: the API's public pictures (product images and the like) through the shell. */
export function proxyUpload(req: IncomingMessage, res: ServerResponse, apiOrigin: string, pathname: string): Promise<void> {
  return proxyRequest(req, res, { target: `${apiOrigin}${pathname}`, timeoutMs: 10000, passHeaders: UPLOAD_PASS_HEADERS });
}
