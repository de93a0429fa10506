import assert from 'node:assert/strict';
import type { ItemCard, SellerItemsResponse } from '@shop/contracts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

describeEachDatabase('seller shop: a seller and its items', (server) => {
  const get = async <T>(path: string, status = 200) => json<T>(await server().request(path), status);

  it('answers the seller with the business details of the item page, and only its items, sorted and paged', async () => {
    const { db } = server().app.database;
    const row = await db.selectFrom('sellers').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { count } = await db.selectFrom('items').select((eb) => eb.fn.countAll<number | string>().as('count')).where('sellerId', '=', row.id).executeTakeFirstOrThrow();
    const cheap = await get<SellerItemsResponse>(`/api/seller/${row.id}/items?orderBy=SALE_PRICE&sort=ASC&size=100`);
    assert.deepEqual(cheap.seller, {
      id: row.id, name: row.name, representativeName: row.representativeName, businessNumber: row.businessNumber,
      businessLocation: row.businessLocation, deliveryCompanyName: row.deliveryCompanyName,
    });
    assert.ok(Number(count) > 0);
    assert.equal(cheap.pagination.totalElements, Number(count));
    assert.ok(cheap.content.every((c: ItemCard) => c.sellerId === row.id && c.sellerName === row.name));
    const prices = cheap.content.map((c) => c.presentPrice);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b));

    const first = await get<SellerItemsResponse>(`/api/seller/${row.id}/items?size=2`);
    const second = await get<SellerItemsResponse>(`/api/seller/${row.id}/items?size=2&page=2`);
    assert.equal(first.pagination.size, 2);
    assert.equal(new Set([...first.content, ...second.content].map((c) => c.itemId)).size, 4);
  });

  it('answers an unknown seller with a 404 in Korean, and a malformed id with a 400', async () => {
    assert.deepEqual(await get('/api/seller/999999/items', 404), { status: 404, code: 'SELLER_NOT_FOUND', message: '판매자를 찾을 수 없습니다.' });
    const bad = await get<{ code: string; message: string }>('/api/seller/abc/items', 400);
    assert.equal(bad.code, 'BAD_REQUEST');
    assert.equal(bad.message, '판매자 번호 값이 올바르지 않습니다.');
  });
});
