import assert from 'node:assert/strict';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import type { ItemCard, ItemDetailResponse, ItemListResponse } from '@shop/contracts';

type ListAnswer = ItemListResponse;

describeEachDatabase('GET /api/item', (server) => {
  const list = async (query: string) => json<ListAnswer>(await server().request(`/api/item?${query}`));
  const count = async () => Number((await server().app.database.db.selectFrom('items').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('gives each card its first picture (or null) and its labels', async () => {
    const { db } = server().app.database;
    const page = await list('categoryUrl=beauty&itemsPerPage=100');
    const ids = page.content.map((c) => c.itemId);
    const labels = await db.selectFrom('itemLabels').innerJoin('labels', 'labels.id', 'itemLabels.labelId').select(['itemLabels.itemId', 'labels.label']).where('itemLabels.itemId', 'in', ids).orderBy('labels.id').execute();
    assert.ok(labels.length > 0, 'the seed labels some beauty items');
    for (const card of page.content) {
      assert.equal(card.itemImage, `/upload/items/${card.itemId}-1.webp`);
      assert.deepEqual(card.labels.map((l) => l.label), labels.filter((l) => l.itemId === card.itemId).map((l) => l.label));
    }
    const bare = page.content[0] as ItemCard;
    const pictures = await db.selectFrom('itemImages').selectAll().where('itemId', '=', bare.itemId).execute();
    await db.deleteFrom('itemImages').where('itemId', '=', bare.itemId).execute();
    try {
      const again = await list('categoryUrl=beauty&itemsPerPage=100');
      assert.equal(again.content.find((c) => c.itemId === bare.itemId)?.itemImage, null);
      assert.equal(again.content.length, page.content.length);
    } finally {
      await db.insertInto('itemImages').values(pictures).execute();
    }
  });

  it('lists a depth-1 category with everything below it, 24 per page by default', async () => {
    const page = await list('categoryUrl=fashion');
    assert.equal(page.content.length, 24);
    assert.equal(page.pagination.size, 24);
    assert.equal(page.pagination.currentPage, 1);
    assert.ok(page.pagination.totalElements > 24);
    assert.equal(page.category?.name, '패션의류');
    const leaf = await list('categoryUrl=fashion-women-dress&itemsPerPage=100');
    const mid = await list('categoryUrl=fashion-women&itemsPerPage=100');
    assert.ok(leaf.pagination.totalElements > 0);
    assert.ok(mid.pagination.totalElements > leaf.pagination.totalElements);
    assert.ok(page.pagination.totalElements > mid.pagination.totalElements);
    assert.deepEqual(leaf.category?.breadcrumbs.map((b) => b.url), ['fashion', 'fashion-women', 'fashion-women-dress']);
    const card = leaf.content[0] as ItemCard;
    assert.equal(card.salePrice, card.itemPrice);
    assert.match(card.itemImage ?? '', /^\/upload\/items\/\d+-1\.webp$/);
    assert.ok(['Y', 'N'].includes(card.itemSoldOutFlag));
  });

  it('knows a category by its url only (the contract has one name for it)', async () => {
    const byUrl = await list('categoryUrl=beauty');
    assert.equal(byUrl.category?.url, 'beauty');
    const byCode = await list('categoryCode=02');
    assert.equal(byCode.category, null);
    assert.ok(byCode.pagination.totalElements > byUrl.pagination.totalElements);
  });

  it('sorts by price both ways, by date and by hits', async () => {
    const asc = await list('categoryUrl=food&orderBy=SALE_PRICE&sort=ASC&itemsPerPage=100');
    const prices = asc.content.map((c) => c.presentPrice);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
    const desc = await list('categoryUrl=food&orderBy=SALE_PRICE&sort=DESC&itemsPerPage=100');
    assert.deepEqual(desc.content.map((c) => c.presentPrice), [...prices].sort((a, b) => b - a));
    const newest = await list('categoryUrl=food&orderBy=CREATED_DATE&itemsPerPage=100');
    const oldest = await list('categoryUrl=food&orderBy=CREATED_DATE&sort=ASC&itemsPerPage=100');
    assert.notDeepEqual(newest.content.map((c) => c.itemId), oldest.content.map((c) => c.itemId));
    const recommended = await list('categoryUrl=food&orderBy=ORDERING&itemsPerPage=100');
    const defaultOrder = await list('categoryUrl=food&itemsPerPage=100');
    assert.deepEqual(defaultOrder.content.map((c) => c.itemId), recommended.content.map((c) => c.itemId));
    assert.equal((await list('orderBy=HITS&itemsPerPage=5')).content.length, 5);
  });

  it('pages without overlap up to the last page', async () => {
    const first = await list('categoryUrl=digital&itemsPerPage=10&page=1&orderBy=SALE_PRICE&sort=ASC');
    const second = await list('categoryUrl=digital&itemsPerPage=10&page=2&orderBy=SALE_PRICE&sort=ASC');
    const ids = new Set(first.content.map((c) => c.itemId));
    assert.ok(second.content.every((c) => !ids.has(c.itemId)));
    assert.equal(first.pagination.first, true);
    const last = await list(`categoryUrl=digital&itemsPerPage=10&page=${first.pagination.totalPages}`);
    assert.equal(last.pagination.last, true);
    assert.equal(last.content.length, first.pagination.totalElements - 10 * (first.pagination.totalPages - 1));
    const beyond = await list(`categoryUrl=digital&itemsPerPage=10&page=${first.pagination.totalPages + 1}`);
    assert.deepEqual(beyond.content, []);
    assert.deepEqual(beyond.pagination, { ...first.pagination, currentPage: first.pagination.totalPages + 1, first: false, last: true });
    const everything = await list('itemsPerPage=100');
    assert.equal(everything.pagination.totalElements, await count());
    assert.equal(everything.category, null);
  });

  it('rejects bad paging and sorting with Korean messages', async () => {
    const cases: [string, string][] = [
      ['itemsPerPage=abc', '페이지당 상품 수 값이 올바르지 않습니다.'],
      ['itemsPerPage=101', '페이지당 상품 수는 100 이하로 입력해 주세요.'],
      ['page=0', '페이지 번호는 1 이상으로 입력해 주세요.'],
      ['orderBy=PRICE', '정렬 기준 값이 올바르지 않습니다.'],
    ];
    for (const [query, message] of cases) {
      const body = await json<{ status: number; code: string; message: string }>(await server().request(`/api/item?${query}`), 400);
      assert.deepEqual(body, { status: 400, code: 'BAD_REQUEST', message }, query);
    }
  });

  it('answers 404 for an unknown category', async () => {
    const body = await json<{ code: string; message: string }>(await server().request('/api/item?categoryUrl=no-such'), 404);
    assert.equal(body.code, 'CATEGORY_NOT_FOUND');
    assert.equal(body.message, '카테고리를 찾을 수 없습니다.');
  });
});

describeEachDatabase('GET /api/item/{itemUserCode}', (server) => {
  it('answers the detail with options, pictures, seller and breadcrumbs', async () => {
    const { db } = server().app.database;
    const withOptions = await db.selectFrom('items').select('itemUserCode').where('itemOptionType', '=', 'S3').orderBy('id').executeTakeFirstOrThrow();
    const body = await json<ItemDetailResponse>(await server().request(`/api/item/${withOptions.itemUserCode}`));
    const { item } = body;
    assert.equal(item.itemUserCode, withOptions.itemUserCode);
    assert.equal(item.itemOptionType, 'S3');
    assert.equal(item.itemOptionFlag, 'Y');
    assert.ok(item.itemOptions.length > 0 && item.itemOptions.every((o) => o.optionName3 !== null));
    assert.ok(item.images.length >= 2);
    for (const key of ['representativeName', 'businessNumber', 'deliveryCompanyName', 'detailContent', 'originCountry', 'shippingExtraCharge1', 'shippingExtraCharge2'] as const) {
      assert.ok(item[key] !== undefined && item[key] !== '', key);
    }
    assert.equal(body.breadcrumbs[0]?.breadcrumbCategories.length, 3);
    assert.ok(body.itemEarnPoint.point > 0);
    assert.match(body.deliveryInfo, /<h4>/);
    assert.ok(body.cardBenefits?.subject);
  });

  it('lists the components of a set item', async () => {
    const { db } = server().app.database;
    const set = await db.selectFrom('items').select('itemUserCode').where('itemType', '=', '3').orderBy('id').executeTakeFirstOrThrow();
    const body = await json<{ item: { setItemFlag: string; itemSets: { itemId: number; quantity: number }[] } }>(await server().request(`/api/item/${set.itemUserCode}`));
    assert.equal(body.item.setItemFlag, 'Y');
    assert.ok(body.item.itemSets.length >= 2);
    const single = await json<{ item: { setItemFlag: string; itemSets: unknown[] } }>(await server().request('/api/item/P1002'));
    assert.equal(single.item.setItemFlag, 'N');
    assert.deepEqual(single.item.itemSets, []);
  });

  it('counts a view', async () => {
    const { db } = server().app.database;
    const hits = async () => (await db.selectFrom('items').select('hits').where('itemUserCode', '=', 'P1002').executeTakeFirstOrThrow()).hits;
    const before = await hits();
    await json(await server().request('/api/item/P1002'));
    assert.equal(await hits(), before + 1);
  });

  it('answers 404 for an unknown item', async () => {
    const body = await json<{ status: number; code: string; message: string }>(await server().request('/api/item/NOPE'), 404);
    assert.deepEqual(body, { status: 404, code: 'ITEM_NOT_FOUND', message: '상품을 찾을 수 없습니다.' });
  });
});
