import assert from 'node:assert/strict';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { normalisePath, type SeoAnswer } from './routes.ts';

describeEachDatabase('GET /api/seo', (server) => {
  const seo = async (u: string) => json<SeoAnswer>(await server().request(`/api/seo?u=${encodeURIComponent(u)}`));

  it('answers the stored row of a path', async () => {
    const home = await seo('/');
    assert.equal(home.title, '세일즈온');
    assert.ok(home.description && home.keywords && home.ogImage);
    assert.equal(home.indexFlag, 'Y');
    assert.equal((await seo('/display/best?page=2')).title, '베스트');
    assert.equal((await seo('/cart')).indexFlag, 'N');
  });

  it('names category pages after the category', async () => {
    const page = await seo('/categories/beauty-makeup-lip');
    assert.equal(page.title, '립메이크업');
    assert.equal(page.ogTitle, '립메이크업');
    assert.equal(page.keywords, '뷰티,메이크업,립메이크업');
  });

  it('falls back to the site default and needs u', async () => {
    assert.equal((await seo('/somewhere/else')).title, '세일즈온');
    assert.equal((await seo('/categories/%E0%A4%A')).title, '세일즈온');
    const missing = await json<{ message: string }>(await server().request('/api/seo'), 400);
    assert.equal(missing.message, '페이지 경로를 입력해 주세요.');
  });
});

it('normalisePath drops query, hash and trailing slashes', () => {
  assert.equal(normalisePath('/a/b/?x=1#y'), '/a/b');
  assert.equal(normalisePath('display/new'), '/display/new');
  assert.equal(normalisePath('/'), '/');
});
