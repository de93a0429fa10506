import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Catalogue } from './catalogue.ts';
import { BANNERS } from './data/display.ts';
import { BRANDS } from './data/brands.ts';
import { categoryPicture, itemPicture } from './drawings/picture.ts';
import { bannerSvg, brandSvg } from './svg.ts';

/**
 * Version of the generated pictures. Raise it when the drawings change: an upload folder whose marker names an
 * older version gets every seed picture drawn again once (at the same paths, so existing rows keep working);
 * afterwards starts skip the pictures that exist, as before.
 */
export const PICTURE_VERSION = 2;

/** The file in the upload folder that records which version of the seed pictures it holds. */
export const PICTURE_MARKER = '.seed-pictures-version';

/** One picture to produce: where it goes (a `/upload/...` path) and its SVG source. */
export type ImageJob = { path: string; svg: () => string };

const BANNER_SIZES: Record<string, [number, number]> = { TOP: [1920, 80], MOBILE_TOP: [750, 120] };

/** Every picture the demo data refers to. */
export function imageJobs(catalogue: Catalogue): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const item of catalogue.items) {
    for (const image of item.images) jobs.push({ path: image.path, svg: () => itemPicture(item.visual, image.ordering) });
  }
  catalogue.categories.forEach((c, i) => {
    if (c.image) jobs.push({ path: c.image, svg: () => categoryPicture(c.url, (i * 47) % 360) });
  });
  for (const brand of BRANDS) jobs.push({ path: `/upload/brands/${brand.id}.webp`, svg: () => brandSvg((brand.id * 67) % 360) });
  for (const banner of BANNERS) {
    const [w, h] = BANNER_SIZES[banner.position] ?? [1200, 100];
    jobs.push({ path: banner.image, svg: () => bannerSvg(w, h, banner.color) });
  }
  return jobs;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function fileOf(uploadDir: string, path: string): string {
  if (!path.startsWith('/upload/')) throw new Error(`Image path must start with /upload/: ${path}`);
  return join(uploadDir, path.slice('/upload/'.length));
}

async function render(job: ImageJob, file: string): Promise<void> {
  const image = sharp(Buffer.from(job.svg()));
  const buffer = file.endsWith('.png') ? await image.png().toBuffer() : await image.webp({ quality: 82, effort: 0 }).toBuffer();
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, buffer);
  await rename(partial, file); // never leave a half-written picture behind
}

async function markedVersion(uploadDir: string): Promise<string | undefined> {
  try {
    return (await readFile(join(uploadDir, PICTURE_MARKER), 'utf8')).trim();
  } catch {
    return undefined;
  }
}

/**
 * Writes the pictures that are missing under `uploadDir`, a few at a time; when the folder's marker names another
 * picture version than `version` (pictures of older drawings), every picture of `jobs` is drawn again first.
 * @returns how many pictures were generated.
 */
export async function ensureImages(uploadDir: string, jobs: ImageJob[], concurrency = 3, version = PICTURE_VERSION): Promise<number> {
  const redraw = (await markedVersion(uploadDir)) !== String(version);
  let next = 0;
  let generated = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next] as ImageJob;
      next += 1;
      const file = fileOf(uploadDir, job.path);
      if (!redraw && (await exists(file))) continue;
      await render(job, file);
      generated += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (redraw) {
    await mkdir(uploadDir, { recursive: true });
    await writeFile(join(uploadDir, PICTURE_MARKER), `${version}\n`); // only once every picture is written
  }
  return generated;
}
