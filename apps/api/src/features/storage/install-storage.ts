import { basename, dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { installMultipart } from './multipart.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Private uploads (inquiry attachments, licences…): see features/storage. */
    storage: FileStorage;
  }
}

/**
 * The default folder of private uploads: `STORAGE_DIR`, else beside the public picture folder
 * (`data/upload` → `data/upload-private`), never inside it, since `/upload/*` serves that folder to everyone.
 */
export function defaultStorageRoot(uploadDir: string, env: Record<string, string | undefined> = process.env): string {
  const configured = env.STORAGE_DIR?.trim();
  return configured || join(dirname(uploadDir), `${basename(uploadDir)}-private`);
}

/** Gives the app its `storage` (the local folder `root`, else the default one) and multipart bodies. */
export function installStorage(app: FastifyInstance, uploadDir: string, root?: string): void {
  app.decorate('storage', createLocalFileStorage(root ?? defaultStorageRoot(uploadDir)));
  installMultipart(app);
}
