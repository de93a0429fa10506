import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle } from '../../db/dialect.ts';

/** A shopper's photo attached to nothing this long after its upload is deleted. */
export const ORPHAN_PHOTO_AGE_MS = 24 * 3600_000;

/** The public folders `POST /api/mypage/photos` writes to (its `area`). */
export const PHOTO_AREAS = ['reviews', 'claims'] as const;

/** A stored photo's name (storage key: a nanoid and the kind's extension), or a write left half done. */
const PHOTO_NAME = /^[A-Za-z0-9_-]{21}\.(jpg|png|gif)$/;
const PART_NAME = /^[A-Za-z0-9_-]{21}\.(jpg|png|gif)\.[A-Za-z0-9_-]{8}\.part$/;

async function listFolder(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The `/upload/…` paths every review and claim names. */
async function attachedPhotos({ db }: DatabaseHandle): Promise<Set<string>> {
  const [reviews, claims] = await Promise.all([
    db.selectFrom('itemReviews').select('images').where('images', '!=', '[]').execute(),
    db.selectFrom('orderClaims').select('images').where('images', '!=', '[]').execute(),
  ]);
  const paths = new Set<string>();
  for (const { images } of [...reviews, ...claims]) {
    try {
      const stored: unknown = JSON.parse(images);
      if (Array.isArray(stored)) for (const path of stored) if (typeof path === 'string') paths.add(path);
    } catch {
      // A row whose images are not a JSON list names no photo.
    }
  }
  return paths;
}

/**
 * Deletes the shoppers' photos (PHOTO_AREAS of the public upload folder) uploaded more than ORPHAN_PHOTO_AGE_MS before
 * `now` that no review and no claim names, and writes left half done (`.part`) as old. Attached photos, fresh uploads
 * (a form in progress) and any other file are kept; a repeated or parallel run deletes nothing twice.
 * @returns How many files went.
 */
export async function removeOrphanPhotos(handle: DatabaseHandle, uploadDir: string, now: number): Promise<number> {
  const before = now - ORPHAN_PHOTO_AGE_MS;
  const old: { path: string; file: string; part: boolean }[] = [];
  for (const area of PHOTO_AREAS) {
    for (const name of await listFolder(join(uploadDir, area))) {
      const part = PART_NAME.test(name);
      if (!part && !PHOTO_NAME.test(name)) continue;
      const file = join(uploadDir, area, name);
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile() && info.mtimeMs <= before) old.push({ path: `/upload/${area}/${name}`, file, part });
    }
  }
  if (old.length === 0) return 0;
  // Read after the folder: a photo attached before this read is seen; photos are attached within a day of upload.
  const attached = await attachedPhotos(handle);
  const orphans = old.filter((o) => o.part || !attached.has(o.path));
  await Promise.all(orphans.map((o) => rm(o.file, { force: true })));
  return orphans.length;
}
