import assert from 'node:assert/strict';
import { seasonOf } from './seasons.ts';
import { buildEvents, buildPopups } from './community/build-events.ts';
import { buildCatalogue } from './catalogue.ts';
import { createPrng } from './prng.ts';
import { recentDay } from './community/build-reviews.ts';

const at = (iso: string) => Date.parse(`${iso}T03:00:00Z`);
const SEASON_WORDS = { spring: /봄/, summer: /여름|썸머/, autumn: /가을/, winter: /겨울/ };

describe('seasonal demo copy', () => {
  it('knows the season of a Seoul date', () => {
    assert.deepEqual(['2026-01-10', '2026-04-01', '2026-07-15', '2026-11-28'].map((d) => seasonOf(at(d))), ['winter', 'spring', 'summer', 'autumn']);
    assert.equal(seasonOf(at('2026-11-28'), 7), 'winter');
  });

  it('running events and popups never speak of another season, on any seed day', () => {
    const items = buildCatalogue().items;
    for (const day of ['2026-01-10', '2026-04-01', '2026-07-15', '2026-11-28']) {
      const now = at(day);
      const season = seasonOf(now);
      const { events } = buildEvents(items, now, createPrng(1));
      const stamp = (offset: number) => new Date(now + offset * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
      const today = stamp(0);
      const running = events.filter((e) => e.startDate.slice(0, 8) <= today && today <= e.endDate.slice(0, 8));
      const texts = [...running.flatMap((e) => [e.title, e.simpleContent]), ...buildPopups(now).filter((p) => p.startDate.slice(0, 8) <= today && today <= p.endDate.slice(0, 8)).flatMap((p) => [p.subject, p.content])];
      for (const [other, words] of Object.entries(SEASON_WORDS)) {
        if (other === season) continue;
        for (const text of texts) assert.doesNotMatch(text, words, `${day}: "${text}" speaks of ${other}`);
      }
      assert.doesNotMatch(texts.join(' '), /추석|설날/);
    }
  });

  it('spreads reviews over the months before the seed day, never before the listing', () => {
    const now = at('2026-11-28');
    const listed = at('2025-05-01');
    assert.equal(recentDay(listed, now, 3, 0), now - 3 * 86_400_000);
    assert.equal(recentDay(now - 86_400_000 * 10, now, 30, 0), now - 86_400_000 * 9);
  });
});
