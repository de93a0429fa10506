import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '../../http/error-table.ts';
import { STORAGE_MESSAGES as M } from './storage.messages.ts';
import { MB, type IncomingFile, type UploadPolicy } from './upload-rules.ts';

/** A parsed multipart body: text fields as strings (the last of a repeated name), files as lists under their field. */
export type MultipartBody = Record<string, string | IncomingFile[]>;

/** The largest multipart request a route reads when it declares no limit of its own (`acceptMultipart`). */
export const MULTIPART_LIMIT_BYTES = 24 * MB;

/** Room for the parts' headers and the text fields of a form, on top of its files. */
export const FORM_OVERHEAD_BYTES = 256 * 1024;

/** The most a form whose files follow `policy` can weigh: every file at its limit, plus FORM_OVERHEAD_BYTES. */
export const formLimit = (policy: UploadPolicy): number => policy.maxFiles * policy.maxBytes + FORM_OVERHEAD_BYTES;

/** Past this much the connection is cut instead of read to its end. */
const DRAIN_LIMIT_BYTES = 128 * MB;

/**
 * What one route takes as `multipart/form-data`: the most bytes it reads (its files' limits plus FORM_OVERHEAD_BYTES),
 * and who may send it, checked before a byte of the body is read (the member's token, the operator's, a per-address
 * limit); a refusal throws its ApiError.
 */
export type MultipartRoute = { maxBytes: number; authorize?: (request: FastifyRequest) => Promise<unknown> | unknown };

const ROUTES = new WeakMap<FastifyInstance, Map<string, MultipartRoute>>();
const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/**
 * Declares the multipart limit and the authorisation of a route (its method and path pattern as registered).
 * @example acceptMultipart(app, 'POST', '/api/qna/inquiry', { maxBytes: 4 * 5 * MB + FORM_OVERHEAD_BYTES, authorize: (r) => requireMember(db, r) })
 */
export function acceptMultipart(app: FastifyInstance, method: string, url: string, route: MultipartRoute): void {
  const routes = ROUTES.get(app);
  if (!routes) throw new Error('installMultipart(app) first');
  routes.set(routeKey(method, url), route);
}

/**
 * Reads a body up to `limit` bytes. Past the limit nothing more is kept: the rest is read and dropped (up to
 * DRAIN_LIMIT_BYTES, then the connection is cut) so that the client gets the Korean answer instead of a reset.
 */
async function readAll(payload: AsyncIterable<Buffer>, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload) {
    total += chunk.length;
    if (total > DRAIN_LIMIT_BYTES) throw apiError('PAYLOAD_TOO_LARGE', M.bodyTooLarge(Math.floor(limit / MB)));
    if (total <= limit) chunks.push(chunk);
  }
  return total > limit ? undefined : Buffer.concat(chunks);
}

/**
 * Parses `multipart/form-data` in memory with the platform's FormData parser (nothing is written to disk here:
 * a feature checks the files with `checkUploads` and only then stores them). Empty file inputs are left out.
 * @param body The whole request body.
 * @param contentType Its content type with the boundary.
 */
export async function parseMultipart(body: Buffer, contentType: string): Promise<MultipartBody> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw apiError('BAD_REQUEST', M.unreadable);
  }
  const parsed: MultipartBody = {};
  const entries: [string, FormDataEntryValue][] = [];
  form.forEach((value, name) => entries.push([name, value]));
  for (const [name, value] of entries) {
    if (typeof value === 'string') {
      parsed[name] = value;
      continue;
    }
    if (value.size === 0 && !value.name) continue; // a file input left empty
    const list = Array.isArray(parsed[name]) ? parsed[name] : (parsed[name] = []);
    list.push({ name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return parsed;
}

const MULTIPART = /^multipart\/form-data\b/i;

/**
 * Lets the routes of `app` take `multipart/form-data` bodies (parsed as a `MultipartBody`). A route declared with
 * `acceptMultipart` is authorised before its body is read (a refused sender costs no parsing and no memory) and
 * reads at most its own `maxBytes`; any other route reads at most `fallbackLimit`.
 */
export function installMultipart(app: FastifyInstance, fallbackLimit = MULTIPART_LIMIT_BYTES): void {
  const routes = new Map<string, MultipartRoute>();
  ROUTES.set(app, routes);
  const routeOf = (request: FastifyRequest) => routes.get(routeKey(request.method, request.routeOptions.url ?? ''));
  app.addHook('onRequest', async (request) => {
    if (!MULTIPART.test(request.headers['content-type'] ?? '')) return;
    await routeOf(request)?.authorize?.(request);
  });
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: IncomingMessage) => {
    const limit = routeOf(request)?.maxBytes ?? fallbackLimit;
    const declared = Number(request.headers['content-length']);
    if (declared > DRAIN_LIMIT_BYTES) throw apiError('PAYLOAD_TOO_LARGE', M.bodyTooLarge(Math.floor(limit / MB)));
    const body = await readAll(payload, limit);
    if (!body) throw apiError('PAYLOAD_TOO_LARGE', M.bodyTooLarge(Math.floor(limit / MB)));
    return parseMultipart(body, request.headers['content-type'] ?? '');
  });
}
