import assert from 'node:assert/strict';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

type Menu = { index: number; name: string; target: string; isExternalLink: boolean };
type Banner = { image: string; color: string; url: string; content: string };

describeEachDatabase('display', (server) => {
  it('answers the top menu in order, targets as stored', async () => {
    const { list } = await json<{ list: Menu[] }>(await server().request('/api/common/gnb-list'));
    assert.deepEqual(list.map((m) => m.index), list.map((_, i) => i + 1));
    assert.deepEqual(list.slice(0, 5).map((m) => m.name), ['신상품', '베스트', '타임세일', '이벤트', 'MD추천']);
    assert.equal(list.find((m) => m.name === '신상품')?.target, 'display/new');
    assert.equal(list.find((m) => m.name === '베스트')?.target, '/display/best');
    const external = list.filter((m) => m.isExternalLink);
    assert.equal(external.length, 1);
    assert.match(external[0]?.target ?? '', /^https:\/\//);
  });

  it('answers desktop and mobile top banners with pictures that exist', async () => {
    const body = await json<{ topBanner: Banner[]; mobileTopBanner: Banner[] }>(await server().request('/api/display/top-banner'));
    assert.equal(body.topBanner.length, 1);
    assert.equal(body.mobileTopBanner.length, 1);
    for (const banner of [...body.topBanner, ...body.mobileTopBanner]) {
      assert.ok(banner.content && banner.url && banner.color);
      const picture = await server().request(banner.image);
      assert.equal(picture.status, 200);
      assert.equal(picture.headers.get('content-type'), 'image/webp');
      assert.ok((await picture.arrayBuffer()).byteLength > 0);
    }
  });
});

describeEachDatabase('health and errors', (server) => {
  it('answers /healthz', async () => {
    assert.deepEqual(await json(await server().request('/healthz')), { status: 'ok' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    assert.deepEqual(await json(await server().request('/api/nothing-here'), 404), { status: 404, code: 'NOT_FOUND', message: '요청한 API를 찾을 수 없습니다.' });
  });

  it('answers a malformed URL escape with the JSON 400', async () => {
    assert.deepEqual(await json(await server().request('/api/item/%E0%A4%A'), 400), { status: 400, code: 'BAD_REQUEST', message: '잘못된 요청입니다.' });
  });

  it('answers broken JSON and wrong content types with a 4xx, never a 500', async () => {
    const broken = await fetch(`${server().baseUrl}/api/cart/add`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"arrayRequiredItems":' });
    assert.deepEqual(await json(broken, 400), { status: 400, code: 'BAD_REQUEST', message: '요청 본문(JSON)의 형식이 올바르지 않습니다.' });
    const text = await fetch(`${server().baseUrl}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hello' });
    assert.deepEqual(await json(text, 400), { status: 400, code: 'BAD_REQUEST', message: '요청 내용이 올바르지 않습니다.' });
    const xml = await fetch(`${server().baseUrl}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<a/>' });
    assert.equal((await json(xml, 415)).code, 'UNSUPPORTED_MEDIA_TYPE');
  });
});
