import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { nanoid } from 'nanoid';
import { FILE_KINDS } from './file-kind.ts';
import { contentTypeOfKey, isStorageArea, kindOfKey, type FileStorage, type StoredFile } from './file-storage.ts';

/**
 * The default storage: a local folder (never the public picture folder). Each file is written to a temporary
 * `.part` name and renamed only once every file of the request is written; any failure removes what was written.
 * @param root The folder (created when missing).
 */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string): string | undefined => (kindOfKey(key) ? join(base, key) : undefined);

  return {
    async saveAll(area, files) {
      if (!isStorageArea(area)) throw new Error(`Invalid storage area "${area}"`);
      await mkdir(join(base, area), { recursive: true });
      const planned = files.map((file) => {
        const key = `${area}/${nanoid()}.${FILE_KINDS[file.kind].extension}`;
        const path = join(base, key);
        return { file, key, path, part: `${path}.${nanoid(8)}.part` };
      });
      const written: string[] = [];
      try {
        for (const p of planned) {
          written.push(p.part);
          await writeFile(p.part, p.file.bytes, { flag: 'wx', mode: 0o600 });
        }
        for (const p of planned) {
          await rename(p.part, p.path);
          written.push(p.path);
        }
      } catch (error) {
        await Promise.all(written.map((path) => rm(path, { force: true })));
        throw error;
      }
      return planned.map((p): StoredFile => ({ key: p.key, name: p.file.name, size: p.file.bytes.byteLength, contentType: FILE_KINDS[p.file.kind].contentType }));
    },

    async read(key) {
      const path = pathOf(key);
      if (!path) return undefined;
      try {
        return { bytes: new Uint8Array(await readFile(path)), contentType: contentTypeOfKey(key) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },

    async removeAll(keys) {
      await Promise.all(keys.map((key) => pathOf(key)).filter((p): p is string => !!p).map((path) => rm(path, { force: true })));
    },
  };
}
