import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureImages, PICTURE_MARKER, PICTURE_VERSION, type ImageJob } from './images.ts';

const square = (colour: string): string => `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${colour}"/></svg>`;

describe('ensureImages', () => {
  it('draws the pictures of an upload folder from older drawings again once, then skips the ones that exist', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'seed-pictures-'));
    try {
      const jobs: ImageJob[] = [{ path: '/upload/items/1-1.png', svg: () => square('#c33') }, { path: '/upload/items/1-2.png', svg: () => square('#3c3') }];
      // An install from before the marker: the old picture is there, no marker.
      await mkdir(join(dir, 'items'), { recursive: true });
      await writeFile(join(dir, 'items/1-1.png'), 'old drawing');
      assert.equal(await ensureImages(dir, jobs), 2);
      assert.notEqual(await readFile(join(dir, 'items/1-1.png'), 'utf8'), 'old drawing');
      assert.equal((await readFile(join(dir, PICTURE_MARKER), 'utf8')).trim(), String(PICTURE_VERSION));

      // The next start draws nothing: the folder is up to date.
      assert.equal(await ensureImages(dir, jobs), 0);
      // A missing picture is still drawn, alone.
      await rm(join(dir, 'items/1-2.png'));
      assert.equal(await ensureImages(dir, jobs), 1);
      // New drawings (a higher version) reach the folder once more.
      assert.equal(await ensureImages(dir, jobs, 3, PICTURE_VERSION + 1), 2);
      assert.equal(await ensureImages(dir, jobs, 3, PICTURE_VERSION + 1), 0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
