import assert from 'node:assert/strict';
import sharp from 'sharp';
import { EVENTS, POPUPS } from '../community/event-data.ts';
import { communityImageJobs } from '../community/community-images.ts';
import { MAIN_VISUALS } from '../showcase/showcase-data.ts';
import { showcaseImageJobs } from '../showcase/insert-showcase.ts';
import { EVENT_SCENES, HERO_THEMES } from './scenes.ts';

/** How many distinct colours a small copy of the picture has: a blank gradient has a handful of smooth tones. */
async function colours(svg: string): Promise<{ width?: number; height?: number; distinct: number }> {
  const image = sharp(Buffer.from(svg));
  const { width, height } = await image.metadata();
  const { data } = await image.resize(64, 64, { fit: 'fill', kernel: 'nearest' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<string>();
  for (let i = 0; i < data.length; i += 3) seen.add(`${data[i]! >> 4},${data[i + 1]! >> 4},${data[i + 2]! >> 4}`);
  return { width, height, distinct: seen.size };
}

describe('hero, popup and event pictures', () => {
  it('has a scene for every main visual, event and image popup', () => {
    for (const v of MAIN_VISUALS) assert.ok(HERO_THEMES[v.id], `main visual ${v.id}`);
    for (const e of EVENTS) assert.ok(EVENT_SCENES[e.id], `event ${e.id}`);
    assert.equal(communityImageJobs().length, EVENTS.length + POPUPS.filter((p) => p.popupType === '1').length);
  });

  it('draws them at the size the pages show them, as pictures rather than blank gradients', async () => {
    const sizes = new Map<string, [number, number]>([
      ...MAIN_VISUALS.map((v): [string, [number, number]] => [`/upload/banners/main-${v.id}.webp`, v.position === 'MAIN' ? [1920, 600] : [750, 900]]),
      ...POPUPS.filter((p) => p.popupType === '1').map((p): [string, [number, number]] => [`/upload/popups/${p.id}.webp`, [p.width, p.height]]),
    ]);
    for (const job of [...showcaseImageJobs(), ...communityImageJobs()]) {
      const svg = job.svg();
      assert.doesNotMatch(svg, /<text|NaN|undefined/, job.path);
      const picture = await colours(svg);
      const size = sizes.get(job.path) ?? [800, 500];
      assert.deepEqual([picture.width, picture.height], size, job.path);
      assert.ok(picture.distinct >= 12, `${job.path} has only ${picture.distinct} colours`);
      // The former pictures were a gradient with a few soft circles and bars (under ten shapes); a scene draws products.
      const shapes = svg.match(/<(path|rect|circle|ellipse|polygon|polyline)\b/g)?.length ?? 0;
      assert.ok(shapes >= 20, `${job.path} draws only ${shapes} shapes`);
    }
  });
});
