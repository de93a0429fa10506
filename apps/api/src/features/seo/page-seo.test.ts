import assert from 'node:assert/strict';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import type { SeoAnswer } from './routes.ts';

describeEachDatabase('GET /api/seo for items, brands, events and display pages', (server) => {
  const seo = async (u: string) => json<SeoAnswer>(await server().request(`/api/seo?u=${encodeURIComponent(u)}`));

  it('names an item page after the item, with its summary and first picture', async () => {
    const { db } = server().app.database;
    const item = await db.selectFrom('items').select(['name', 'summary']).where('itemUserCode', '=', 'P1001').executeTakeFirstOrThrow();
    const page = await seo('/items/P1001');
    assert.equal(page.title, item.name);
    assert.equal(page.ogTitle, item.name);
    assert.equal(page.description, item.summary);
    assert.equal(page.ogImage, '/upload/items/1001-1.webp');
    assert.ok(page.keywords.startsWith(`${item.name},`));
  });

  it('names brand and event pages, and display pages have their rows', async () => {
    const brand = await seo('/brands/4');
    assert.equal(brand.title, '블룸랩');
    assert.equal(brand.ogImage, '/upload/brands/4.webp');
    const { db } = server().app.database;
    const event = await db.selectFrom('events').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow();
    assert.equal((await seo(`/events/${event.id}`)).title, event.title);
    assert.equal((await seo('/display/md?tag=x')).title, 'MD추천');
    assert.equal((await seo('/display/review')).title, '리뷰');
    assert.equal((await seo('/brands')).title, '브랜드');
    assert.equal((await seo('/search?query=a')).indexFlag, 'N');
  });

  it('falls back to the site default for unknown items, brands and events', async () => {
    for (const path of ['/items/NOPE', '/brands/999', '/brands/abc', '/events/999', '/items/%E0%A4%A', '/items/P1001/extra']) {
      const page = await seo(path);
      assert.equal(page.title, '세일즈온', path);
      assert.equal(page.ogImage, '/default-og-image.jpg');
    }
  });
});
