import { it } from 'node:test';
import assert from 'node:assert/strict';
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

  it('answers popular keywords and the recommendation, and counts searches that found something', async () => {
    const before = await json<Info>(await server().request('/api/search/info'));
    assert.equal(before.keywords.length, 10);
    assert.ok(before.recommend?.link.startsWith('/'));
    assert.equal(before.keywords.some((k) => k.keyword === '선크림'), false);
    for (let i = 0; i < 60; i += 1) await search('선크림');
    await search('존재하지않는상품명');
    const after = await json<Info>(await server().request('/api/search/info'));
    assert.ok(after.keywords.some((k) => k.keyword === '선크림'));
    assert.equal(after.keywords.some((k) => k.keyword === '존재하지않는상품명'), false);
  });
});
