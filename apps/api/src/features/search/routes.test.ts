import assert from 'node:assert/strict';
import { loginAs } from '../../testing/auth-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { matchesQuery } from './korean-text.ts';

type Card = { itemId: number; itemName: string; brand: string; presentPrice: number };
type Result = { content: Card[]; pagination: { totalElements: number; totalPages: number; size: number }; query: string };
type Info = { keywords: { keyword: string }[]; recommend: { content: string; link: string; blankFlag: 'Y' | 'N' } | null };

describeEachDatabase('search', (server) => {
  const search = async (query: string, extra = '') => json<Result>(await server().request(`/api/search/result?query=${encodeURIComponent(query)}${extra}`));

  /** Every item's stored search text (name, brand and category path), to check answers against the pure rule. */
  const searchable = async () => {
    const { db } = server().app.database;
    return db.selectFrom('itemSearchTerms').select(['itemId', 'terms']).execute();
  };

  it('finds partial words in names, 24 per page', async () => {
    const result = await search('홍삼');
    assert.ok(result.pagination.totalElements >= 4);
    assert.equal(result.pagination.size, 24);
    assert.ok(result.content.every((c) => c.itemName.includes('홍삼')));
    assert.equal(result.query, '홍삼');
    const partial = await search('머스');
    assert.ok(partial.content.length > 0 && partial.content.every((c) => c.itemName.includes('머스캣')));
  });

  it('finds by initial consonants and mixed terms exactly as the pure rule says', async () => {
    const rows = await searchable();
    for (const query of ['ㅎㅅ', 'ㅅㅇㅁㅅㅋ', '홍ㅅㅈ', 'ㅁㄴㅇㅇ', '린넨 ㅅㅊ', 'ㄴㅇㅋ']) {
      const result = await search(query, '&size=100');
      const expected = rows.filter((row) => matchesQuery(row.terms, query)).map((row) => row.itemId).sort((a, b) => a - b);
      assert.deepEqual(result.content.map((c) => c.itemId).sort((a, b) => a - b), expected, query);
      assert.equal(result.pagination.totalElements, expected.length, query);
    }
    const brand = await search('ㅁㄴㅇㅇ', '&size=100');
    assert.ok(brand.content.length > 0 && brand.content.every((c) => c.brand === '모노웨어'));
    const mixed = await search('홍ㅅㅈ', '&size=100');
    assert.ok(mixed.content.length > 0 && mixed.content.every((c) => /홍삼[ㅈ-짛]/.test(c.itemName.replace(/\s/g, ''))));
  });

  it('needs every term, sorts and paginates, and finds nothing for nothing', async () => {
    const rows = await searchable();
    const both = await search('린넨 셔츠', '&size=100');
    assert.ok(both.content.some((c) => c.itemName.includes('린넨') && c.itemName.includes('셔츠')));
    const terms = new Map(rows.map((row) => [row.itemId, row.terms]));
    assert.ok(both.content.every((c) => (terms.get(c.itemId) ?? '').includes('린넨') && (terms.get(c.itemId) ?? '').includes('셔츠')));
    const sorted = await search('린넨', '&orderBy=SALE_PRICE&sort=ASC&size=5');
    const prices = sorted.content.map((c) => c.presentPrice);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
    assert.equal((await search('   ')).pagination.totalElements, 0);
    assert.equal((await search('존재하지않는상품명')).pagination.totalElements, 0);
    assert.equal((await search('100%')).pagination.totalElements, 0);
    assert.equal((await search('_')).pagination.totalElements, 0);
    const tooLong = await json<{ message: string }>(await server().request(`/api/search/result?query=${'가'.repeat(101)}`), 400);
    assert.equal(tooLong.message, '검색어는 100자 이내로 입력해 주세요.');
  });

  /** A visitor's search from a client address (the shell forwards it as x-forwarded-for; the test is on loopback). */
  const searchAs = async (query: string, salesonid: string, address = '203.0.113.1') =>
    json<Result>(await server().request(`/api/search/result?query=${encodeURIComponent(query)}`, { headers: { salesonid, 'x-forwarded-for': address } }));
  const popular = async () => (await json<Info>(await server().request('/api/search/info'))).keywords.map((k) => k.keyword);

  it('answers popular keywords and the recommendation, and counts searches that found something once per visitor', async () => {
    const before = await json<Info>(await server().request('/api/search/info'));
    assert.equal(before.keywords.length, 10);
    assert.ok(before.recommend?.link.startsWith('/'));
    assert.equal(before.keywords.some((k) => k.keyword === '선크림'), false);
    // One visitor repeating a search a hundred times counts once: it does not reach the list.
    for (let i = 0; i < 100; i += 1) await searchAs('머스캣', 'visitor-repeating-0001');
    assert.equal((await popular()).includes('머스캣'), false);
    const { db } = server().app.database;
    assert.equal((await db.selectFrom('searchKeywords').select('searchCount').where('keyword', '=', '머스캣').executeTakeFirstOrThrow()).searchCount, 1);
    // Sixty visitors searching once each do; a search that found nothing and one without a visitor never count.
    for (let i = 0; i < 60; i += 1) await searchAs('선크림', `visitor-sun-${String(i).padStart(4, '0')}`, `198.51.100.${i + 1}`);
    await searchAs('존재하지않는상품명', 'visitor-sun-0001');
    await search('선크림');
    const after = await popular();
    assert.ok(after.includes('선크림'));
    assert.equal(after.includes('존재하지않는상품명'), false);
    assert.equal((await db.selectFrom('searchKeywords').select('searchCount').where('keyword', '=', '선크림').executeTakeFirstOrThrow()).searchCount, 12 + 60);
  });

  it('counts visitors from one address at most three times a keyword a day, however many visitor ids it sends', async () => {
    const { db } = server().app.database;
    const count = async (keyword: string) => (await db.selectFrom('searchKeywords').select('searchCount').where('keyword', '=', keyword).executeTakeFirst())?.searchCount ?? 0;
    const [linen, shirt] = [await count('린넨'), await count('셔츠')];
    // One machine rotating its visitor id (the SALESONID header is the client's to choose) 50 times.
    for (let i = 0; i < 50; i += 1) await searchAs('린넨', `visitor-rotate-${String(i).padStart(4, '0')}`, '192.0.2.50');
    assert.equal(await count('린넨'), linen + 3);
    // Another keyword from the same address has slots of its own; another address too.
    for (let i = 0; i < 5; i += 1) await searchAs('셔츠', `visitor-rotate-${String(i).padStart(4, '0')}`, '192.0.2.50');
    assert.equal(await count('셔츠'), shirt + 3);
    await searchAs('린넨', 'visitor-elsewhere-0001', '192.0.2.51');
    assert.equal(await count('린넨'), linen + 4);
    // A member searching from that address still counts, once.
    const { token } = await loginAs(server(), 'demo02', { 'x-forwarded-for': '192.0.2.60' });
    for (let i = 0; i < 2; i += 1) await json<Result>(await server().request(`/api/search/result?query=${encodeURIComponent('린넨')}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '192.0.2.50' } }));
    assert.equal(await count('린넨'), linen + 5);
  });

  it('refuses control characters in the query with a Korean 400 and counts nothing', async () => {
    for (const raw of ['%00', '%E2%80%8B%00', '%1B%5B31m', 'a%7F']) {
      const response = await server().request(`/api/search/result?query=${raw}`, { headers: { salesonid: 'visitor-nul-00001' } });
      const body = await json<{ code: string; message: string }>(response, 400);
      assert.equal(body.code, 'BAD_REQUEST');
      assert.equal(body.message, '검색어에 사용할 수 없는 문자가 포함되어 있습니다.');
    }
    const { db } = server().app.database;
    const stored = await db.selectFrom('searchKeywords').select('keyword').execute();
    assert.equal(stored.some((k) => [...k.keyword].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)), false);
  });
});
