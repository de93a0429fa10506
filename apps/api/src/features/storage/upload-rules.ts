import { apiError } from '../../http/error-table.ts';
import { detectFileKind, FILE_KINDS, type FileKind } from './file-kind.ts';
import { STORAGE_MESSAGES as M } from './storage.messages.ts';

/** A file as it arrived in a request (multipart part), nothing written yet. */
export type IncomingFile = { name: string; type: string; bytes: Uint8Array };

/** A file that passed its policy: its kind is known from its content. */
export type CheckedFile = { name: string; kind: FileKind; bytes: Uint8Array };

/** What one upload field accepts. */
export type UploadPolicy = { maxFiles: number; maxBytes: number; kinds: readonly FileKind[] };

export const MB = 1024 * 1024;

/** A display name without folders or control characters, at most 100 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(-100);
  return clean || 'file';
}

/**
 * Checks the files of one field against its policy, before anything is stored: count, then each file's size and its
 * kind read from its content. The first problem is an ApiError with a Korean message naming the file.
 * @param files The field's files.
 * @param policy What the field accepts.
 * @returns The files with their kinds.
 * @example checkUploads(files, { maxFiles: 4, maxBytes: 5 * MB, kinds: ['jpg', 'png', 'gif', 'bmp', 'pdf'] })
 */
export function checkUploads(files: readonly IncomingFile[], policy: UploadPolicy): CheckedFile[] {
  if (files.length > policy.maxFiles) throw apiError('BAD_REQUEST', M.tooMany(policy.maxFiles));
  return files.map((file) => {
    const name = cleanFileName(file.name);
    if (file.bytes.byteLength === 0) throw apiError('BAD_REQUEST', M.empty(name));
    if (file.bytes.byteLength > policy.maxBytes) throw apiError('PAYLOAD_TOO_LARGE', M.tooLarge(name, Math.floor(policy.maxBytes / MB)));
    const kind = detectFileKind(file.bytes);
    if (!kind || !policy.kinds.includes(kind)) {
      throw apiError('UNSUPPORTED_MEDIA_TYPE', M.badType(policy.kinds.map((k) => FILE_KINDS[k].label), name));
    }
    return { name, kind, bytes: file.bytes };
  });
}
