import type { FastifyReply } from 'fastify';
import { apiError } from '../../http/error-table.ts';
import type { FileStorage } from './file-storage.ts';

/**
 * Sends a stored file to a requester the caller has already allowed to see it: never cached by shared caches,
 * never sniffed or run as a page, named by its original file name.
 * @param reply The reply.
 * @param storage The storage.
 * @param key The storage key (from the table row the requester may see).
 * @param name The file name shown when downloading.
 */
export async function sendStoredFile(reply: FastifyReply, storage: FileStorage, key: string, name: string): Promise<FastifyReply> {
  const file = await storage.read(key);
  if (!file) throw apiError('FILE_NOT_FOUND');
  const disposition = file.contentType === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', `${disposition}; filename="file"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .type(file.contentType)
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
