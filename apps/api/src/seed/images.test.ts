import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { DRAWINGS, type DrawingKind } from './drawings/kinds.ts';
import { categoryPicture, itemPicture } from './drawings/picture.ts';
import { EVENT_SCENES, HERO_THEMES, eventScene, heroScene, popupScene } from './drawings/scenes.ts';
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

/**
 * The fingerprint of the drawings (every kind, style and framing, the category pictures and the scenes, drawn from
 * fixed inputs) per picture version. When a drawing changes, this test fails until PICTURE_VERSION (images.ts) is
 * raised and the new fingerprint recorded here, so upload folders of earlier starts get the new pictures.
 */
const FINGERPRINTS: Record<number, string> = {
  2: '34ae29e4b4cbd6412591ff47f6f69a0e77ea844d3230e30e12eae602cb191950',
};

function drawingsFingerprint(): string {
  const hash = createHash('sha256');
  (Object.keys(DRAWINGS) as DrawingKind[]).forEach((kind, i) => {
    for (const style of [0, 1, 2, 3]) {
      for (const ordering of [1, 2, 3, 4]) hash.update(itemPicture({ kind, style, hue: (i * 47) % 360, accent: 120, tilt: 9 }, ordering));
    }
  });
  hash.update(itemPicture({ kind: 'apple', style: 0, hue: 10, accent: 90, tilt: -4, parts: [{ kind: 'grapes', style: 0, hue: 30 }, { kind: 'meat', style: 1, hue: 50 }] }, 1));
  for (const url of ['fashion', 'food-fresh', 'food-fresh-fruit']) hash.update(categoryPicture(url, 40));
  for (const theme of Object.values(HERO_THEMES)) hash.update(heroScene(1920, 600, '#336699', theme) + heroScene(750, 900, '#336699', theme));
  for (const id of Object.keys(EVENT_SCENES)) hash.update(eventScene(Number(id), 800, 500, 100));
  hash.update(popupScene(1, 400, 500, 10) + popupScene(3, 400, 500, 350));
  return hash.digest('hex');
}

describe('PICTURE_VERSION', () => {
  it('is raised whenever the drawings change', () => {
    assert.equal(drawingsFingerprint(), FINGERPRINTS[PICTURE_VERSION], 'the drawings changed: raise PICTURE_VERSION in images.ts and record the new fingerprint here');
  });
});
