import assert from 'node:assert/strict';
import type { OrderSheet } from '@shop/contracts';
import { loginAs } from '../../testing/auth-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

describeEachDatabase('order demo data', (server) => {
  it('gives demo01 an address book, points and coupons that the order sheet weighs', async () => {
    const { token } = await loginAs(server(), 'demo01');
    const headers = { authorization: `Bearer ${token}` };
    const { db } = server().app.database;
    const member = await db.selectFrom('members').select('id').where('loginId', '=', 'demo01').executeTakeFirstOrThrow();
    const cartIds = (await db.selectFrom('carts').select('id').where('ownerKey', '=', `M:${member.id}`).execute()).map((c) => c.id);
    const { orderSheetId } = await json<{ orderSheetId: string }>(await server().request('/api/order/buy', { method: 'POST', body: { cartIds }, headers }));
    const sheet = await json<OrderSheet>(await server().request('/api/order/payment-step', { method: 'POST', body: { orderSheetId }, headers }));
    assert.equal(sheet.userDeliveryList[0]?.defaultFlag, 'Y');
    assert.equal(sheet.zipcode, sheet.userDeliveryList[0]?.zipcode);
    assert.equal(sheet.retentionPoint, 15_000);
    assert.ok(sheet.bestBenefit.explanation.some((e) => e.type === 'ITEM_COUPON'));
    assert.ok(sheet.bestBenefit.explanation.some((e) => e.type === 'POINT'));
    assert.equal(sheet.cartCoupons.length, 1);
    const jeju = await json<OrderSheet>(await server().request('/api/order/calculate', { method: 'POST', body: { orderSheetId, zipcode: sheet.userDeliveryList[1]?.zipcode }, headers }));
    assert.equal(jeju.islandType, 'JEJU');
  });

  it('has a few items with only 1-3 left and keeps demo02 without coupons', async () => {
    const { db } = server().app.database;
    const low = await db.selectFrom('items').select('id').where('stockQuantity', '>=', 1).where('stockQuantity', '<=', 3).where('itemType', '=', '1').execute();
    assert.ok(low.length >= 6);
    const demo02 = await db.selectFrom('members').select('id').where('loginId', '=', 'demo02').executeTakeFirstOrThrow();
    assert.equal((await db.selectFrom('couponUsers').select('id').where('memberId', '=', demo02.id).execute()).length, 0);
  });
});
