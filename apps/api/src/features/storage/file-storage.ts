import { FILE_KINDS, type FileKind } from './file-kind.ts';
import type { CheckedFile } from './upload-rules.ts';

/** One stored file: its storage key (what a table keeps), the shopper's file name, size and content type. */
export type StoredFile = { key: string; name: string; size: number; contentType: string };

/** A stored file's content. */
export type StoredContent = { bytes: Uint8Array; contentType: string };

/**
 * Where uploads live. The default is a local folder (`createLocalFileStorage`); another store (object storage)
 * implements the same three calls. Files are never served directly from it: a feature reads a key after checking
 * that the requester may see it (`sendStoredFile`).
 */
export type FileStorage = {
  /** Stores every file under `area` (lower-case letters, digits, '-') with a new nanoid name, or none of them. */
  saveAll(area: string, files: readonly CheckedFile[]): Promise<StoredFile[]>;
  /** The content of a key, or undefined when there is no such file. */
  read(key: string): Promise<StoredContent | undefined>;
  /** Removes the keys (missing ones are ignored). */
  removeAll(keys: readonly string[]): Promise<void>;
};

const KEY = /^([a-z0-9-]{1,40})\/([A-Za-z0-9_-]{21})\.([a-z]{3,4})$/;
const AREA = /^[a-z0-9-]{1,40}$/;

/** True for an area name a storage accepts. */
export const isStorageArea = (area: string): boolean => AREA.test(area);

/** The kind of a well-formed storage key, or undefined for anything else (a key from a request is never trusted). */
export function kindOfKey(key: string): FileKind | undefined {
  const extension = KEY.exec(key)?.[3];
  return (Object.keys(FILE_KINDS) as FileKind[]).find((kind) => FILE_KINDS[kind].extension === extension);
}

/** Content type of a stored key. */
export const contentTypeOfKey = (key: string): string => {
  const kind = kindOfKey(key);
  return kind ? FILE_KINDS[kind].contentType : 'application/octet-stream';
};

/**
 * Stores the files, then runs `work` (usually the transaction that records them); when `work` fails the files are
 * removed again, so a refused or failed request leaves nothing behind.
 * @example const id = await storeThen(storage, 'inquiries', files, (stored) => insertInquiry(db, body, stored));
 */
export async function storeThen<T>(storage: FileStorage, area: string, files: readonly CheckedFile[], work: (stored: StoredFile[]) => Promise<T>): Promise<T> {
  const stored = files.length > 0 ? await storage.saveAll(area, files) : [];
  try {
    return await work(stored);
  } catch (error) {
    await storage.removeAll(stored.map((s) => s.key));
    throw error;
  }
}
