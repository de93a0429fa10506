import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { apiError } from '../../http/error-table.ts';

export const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

/** The policy of every /upload answer: nothing loads or runs, the image itself shows. */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The file under `root` that `relative` names, or undefined when it would leave `root`. */
export function safeUploadPath(root: string, relative: string): string | undefined {
  if (!relative || relative.includes('\0') || relative.includes('\\')) return undefined;
  if (relative.split('/').some((part) => part === '..' || part === '.')) return undefined;
  const base = resolve(root);
  const file = resolve(base, relative);
  return file.startsWith(base + sep) ? file : undefined;
}

async function fileInfo(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** GET /upload/*: pictures from UPLOAD_DIR with their content type and a one-year immutable cache. */
export function registerUploadRoutes(app: FastifyInstance, uploadDir: string): void {
  app.get<{ Params: { '*': string } }>('/upload/*', async (request, reply) => {
    const file = safeUploadPath(uploadDir, request.params['*']);
    const type = file ? CONTENT_TYPES[extname(file).toLowerCase()] : undefined;
    const info = file && type ? await fileInfo(file) : undefined;
    if (!file || !type || !info?.isFile()) throw apiError('FILE_NOT_FOUND');
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('last-modified', info.mtime.toUTCString())
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, a picture is a sandboxed document that may load nothing and run nothing (shoppers upload some).
      .header('content-security-policy', UPLOAD_CSP);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    // Pictures are small (tens of KB): one read, and the connection is free as soon as it is sent.
    return reply.type(type).send(await readFile(file));
  });
}
