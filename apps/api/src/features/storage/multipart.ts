import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '../../http/error-table.ts';
import { STORAGE_MESSAGES as M } from './storage.messages.ts';
import { MB, type IncomingFile } from './upload-rules.ts';

/** A parsed multipart body: text fields as strings (the last of a repeated name), files as lists under their field. */
export type MultipartBody = Record<string, string | IncomingFile[]>;

/** The largest multipart request read (4 files of 5 MB or one of 10 MB, plus the text fields, fit). */
export const MULTIPART_LIMIT_BYTES = 24 * MB;

/** Past this much the connection is cut instead of read to its end. */
const DRAIN_LIMIT_BYTES = 128 * MB;

async function readAll(payload: AsyncIterable<Buffer>, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of payload) {
    total += chunk.length;
    // Over the limit the rest is read and dropped, so the client gets the Korean answer instead of a reset.
    if (total > DRAIN_LIMIT_BYTES) throw apiError('PAYLOAD_TOO_LARGE', M.bodyTooLarge(limit / MB));
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

/** Lets every route of `app` take `multipart/form-data` bodies up to `limit` bytes (parsed as a `MultipartBody`). */
export function installMultipart(app: FastifyInstance, limit = MULTIPART_LIMIT_BYTES): void {
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: IncomingMessage) => {
    const declared = Number(request.headers['content-length']);
    if (declared > DRAIN_LIMIT_BYTES) throw apiError('PAYLOAD_TOO_LARGE', M.bodyTooLarge(limit / MB));
    const body = await readAll(payload, limit);
    if (!body) throw apiError('PAYLOAD_TOO_LARGE', M.bodyTooLarge(limit / MB));
    return parseMultipart(body, request.headers['content-type'] ?? '');
  });
}
