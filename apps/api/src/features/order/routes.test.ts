import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import type { OrderDetail, OrderPlaced, OrderSheet } from '@shop/contracts';
import { calculateShippingFee } from '@shop/validators';
import { createMember, grantCoupon, orderClient, plainItem, RECEIVER } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';

const fails = async (response: Response, status: number, code: string, message?: string) => {
  const body = await json<{ code: string; message: string }>(response, status);
  assert.equal(body.code, code);
  if (message) assert.equal(body.message, message);
};

describeEachDatabase('orders', (server) => {
  const db = () => server().app.database.db;
  const stockOf = async (id: number) => (await db().selectFrom('items').select('stockQuantity').where('id', '=', id).executeTakeFirstOrThrow()).stockQuantity;
  beforeAll(async () => {
    await db().insertInto('coupons').values({
      id: 900, name: '장바구니 5,000원 할인', comment: '', payType: '1', pay: 5000, payRestriction: 30000, maxDiscount: 0, targetItemType: '1',
      concurrently: '1', issueStartDate: '20000101000000', issueEndDate: '29991231235959', applyDays: 30, couponType: 'CART',
    }).execute();
  });

  it('opens the sheet with 최대 혜택, places a bank-transfer order and reads it back', async () => {
    const member = await createMember(server(), 12_345);
    const fixed = await grantCoupon(server(), member.id, 1);
    const cart = await grantCoupon(server(), member.id, 900);
    const item = await plainItem(server(), 16_000);
    const orders = orderClient(server(), member.headers);
    const sheetId = await orders.buy(`${item.id}||2||`);
    const sheet = await json<OrderSheet>(await orders.sheet(sheetId));
    const amount = item.presentPrice * 2;
    assert.equal(sheet.orderPrice.totalItemSaleAmount, amount);
    assert.deepEqual(sheet.bestBenefit.itemCoupons, [{ itemSequence: 0, couponUserId: fixed, discountAmount: 3000 }]);
    assert.equal(sheet.bestBenefit.cartCouponUserId, cart);
    assert.deepEqual(sheet.bestBenefit.explanation.map((e) => e.type), ['ITEM_COUPON', 'CART_COUPON', 'POINT']);
    assert.equal(sheet.applied.usePoint, 12_300);
    const shipping = sheet.orderPrice.totalShippingAmount;
    assert.equal(sheet.orderPrice.orderPayAmount, amount + shipping - 3000 - 5000 - 12_300);
    assert.equal(sheet.receivers.buyItems[0]?.itemCoupons?.[0]?.couponUserId, fixed);
    assert.deepEqual(sheet.paymentMethods, ['card', 'easypay', 'vbank', 'realtimebank', 'bank']);

    const stock = await stockOf(item.id);
    const body = { orderSheetId: sheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, itemCoupons: sheet.applied.itemCoupons, cartCouponUserId: cart, usePoint: 12_300 };
    const idempotencyKey = randomUUID();
    const placed = await json<OrderPlaced>(await orders.save({ ...body, idempotencyKey }));
    assert.equal(placed.orderStatus, 'WAITING_DEPOSIT');
    assert.equal(placed.orderStatusLabel, '입금대기');
    assert.match(placed.orderCode, /^O[2-9A-HJ-NP-Z]{16}$/);
    assert.equal(placed.bank?.amount, sheet.orderPrice.orderPayAmount);
    assert.match(placed.bank?.deadline ?? '', /^\d{8}235959$/);
    assert.equal(await stockOf(item.id), stock - 2);
    const again = await json<OrderPlaced>(await orders.save({ ...body, idempotencyKey }));
    assert.equal(again.orderCode, placed.orderCode);
    await fails(await orders.save({ ...body }), 409, 'ORDER_SHEET_USED');
    assert.equal(await stockOf(item.id), stock - 2);
    const points = await db().selectFrom('memberPoints').select('balance').where('memberId', '=', member.id).executeTakeFirstOrThrow();
    assert.equal(points.balance, 45);
    const detail = await json<OrderDetail>(await orders.detail(placed.orderCode));
    assert.equal(detail.totalOrderAmount, placed.payAmount);
    assert.equal(detail.orderUsePoint, 12_300);
    assert.equal(detail.totalCouponDiscountAmount, 8000);
    assert.equal(detail.shippingInfo.receiveMobile, '01012345678');
    assert.deepEqual(detail.history.map((h) => h.toStatus), ['WAITING_DEPOSIT']);
    await fails(await orderClient(server(), (await createMember(server())).headers).detail(placed.orderCode), 404, 'ORDER_NOT_FOUND');
  });

  it('lets a guest buy with their details and find the order only with its number and password', async () => {
    const item = await plainItem(server());
    const guest = orderClient(server(), { salesonid: randomUUID() });
    const sheetId = await guest.buy(`${item.id}||1||`);
    const sheet = await json<OrderSheet>(await guest.sheet(sheetId));
    assert.equal(sheet.isLogin, false);
    assert.equal(sheet.bestBenefit.totalDiscount, 0);
    const expectedPayAmount = sheet.orderPrice.orderPayAmount;
    await fails(await guest.save({ orderSheetId: sheetId, expectedPayAmount }), 400, 'GUEST_INFO_REQUIRED');
    const buyer = { userName: '박손님', mobile: '010-9876-5432', email: 'guest@example.com' };
    await fails(await guest.save({ orderSheetId: sheetId, expectedPayAmount, buyer, guestPassword: 'pw1234' }), 400, 'GUEST_INFO_REQUIRED', '비회원 구매 약관에 동의해주세요.');
    await fails(await guest.save({ orderSheetId: sheetId, expectedPayAmount, buyer, guestPassword: 'pw1234', guestTermsAgreed: true, usePoint: 1000 }), 400, 'GUEST_BENEFIT_NOT_ALLOWED');
    const placed = await json<OrderPlaced>(await guest.save({ orderSheetId: sheetId, expectedPayAmount, buyer, guestPassword: 'pw1234', guestTermsAgreed: true }));
    const lookup = (guestPassword: string) => server().request('/api/order/guest/detail', { method: 'POST', body: { orderCode: placed.orderCode, guestPassword } });
    const detail = await json<OrderDetail>(await lookup('pw1234'));
    assert.equal(detail.guestFlag, 'Y');
    assert.equal(detail.userName, '박손님');
    await fails(await lookup('wrong-pw'), 404, 'ORDER_NOT_FOUND', '주문번호 또는 주문 비밀번호가 일치하지 않습니다.');
  });

  it('refuses a sold-out line or a changed price with 409 and changes nothing', async () => {
    const member = await createMember(server(), 5000);
    const coupon = await grantCoupon(server(), member.id, 1);
    const item = await plainItem(server(), 31_000);
    const orders = orderClient(server(), member.headers);
    const sheetId = await orders.buy(`${item.id}||1||`);
    const sheet = await json<OrderSheet>(await orders.sheet(sheetId));
    const body = { orderSheetId: sheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, itemCoupons: sheet.applied.itemCoupons, usePoint: sheet.applied.usePoint };
    assert.equal(body.itemCoupons[0]?.couponUserId, coupon);
    await db().updateTable('items').set({ presentPrice: item.presentPrice + 1000 }).where('id', '=', item.id).execute();
    const changed = sheet.orderPrice.orderPayAmount + 1000;
    await fails(await orders.save(body), 409, 'ORDER_PRICE_CHANGED', `주문 금액이 ${changed.toLocaleString('ko-KR')}원으로 변경되었습니다. 변경된 금액을 확인한 후 다시 주문해 주세요.`);
    await db().updateTable('items').set({ presentPrice: item.presentPrice, stockQuantity: 0 }).where('id', '=', item.id).execute();
    await fails(await orders.save(body), 409, 'ORDER_SOLD_OUT', `'${item.name}' 상품의 재고가 부족합니다. 주문서를 다시 확인해 주세요.`);
    await db().updateTable('items').set({ stockQuantity: item.stockQuantity }).where('id', '=', item.id).execute();
    const used = await db().selectFrom('couponUsers').select('usedDate').where('id', '=', coupon).executeTakeFirstOrThrow();
    assert.equal(used.usedDate, null);
    assert.equal((await db().selectFrom('memberPoints').select('balance').where('memberId', '=', member.id).executeTakeFirstOrThrow()).balance, 5000);
    assert.equal(await stockOf(item.id), item.stockQuantity);
    assert.equal((await db().selectFrom('orders').select('id').where('memberId', '=', member.id).execute()).length, 0);
  });

  it('recomputes coupons, points and the island surcharge; a coupon serves one line only', async () => {
    const member = await createMember(server(), 2550);
    const coupon = await grantCoupon(server(), member.id, 1);
    const item = await plainItem(server(), 31_000);
    const other = await db().selectFrom('items').selectAll().where('id', '>', item.id).where('itemOptionType', 'is', null).where('itemType', '=', '1')
      .where('stockQuantity', '>=', 5).where('presentPrice', '>=', 31_000).where('orderMinQuantity', '=', 1).where('shippingExtraCharge1', '>', 0)
      .orderBy('id').executeTakeFirstOrThrow();
    const orders = orderClient(server(), member.headers);
    const sheetId = await orders.buy(`${item.id}||1||`, `${other.id}||1||`);
    const twice = [{ itemSequence: 0, couponUserId: coupon }, { itemSequence: 1, couponUserId: coupon }];
    await fails(await orders.calculate({ orderSheetId: sheetId, itemCoupons: twice }), 400, 'COUPON_DUPLICATED');
    await fails(await orders.calculate({ orderSheetId: sheetId, itemCoupons: [{ itemSequence: 0, couponUserId: 999_999 }] }), 400, 'COUPON_NOT_USABLE');
    const mainland = await json<OrderSheet>(await orders.calculate({ orderSheetId: sheetId, zipcode: '06236', usePoint: 99_999 }));
    assert.equal(mainland.applied.usePoint, 2500);
    assert.equal(mainland.maxUsablePoint, 2500);
    const jeju = await json<OrderSheet>(await orders.calculate({ orderSheetId: sheetId, zipcode: '63000' }));
    assert.equal(jeju.islandType, 'JEJU');
    const group = jeju.receivers.sellerShipping.flatMap((s) => s.shippings).find((s) => s.buyItems?.some((b) => b.itemId === other.id));
    assert.ok(group);
    const payable = group.buyItems ?? [];
    const fee = calculateShippingFee({ ...group, amount: payable.reduce((s, b) => s + b.itemPrice.saleAmount, 0), quantity: payable.length, islandType: 'JEJU' });
    assert.equal(group.realShipping, fee);
    assert.ok(jeju.orderPrice.totalShippingAmount > mainland.orderPrice.totalShippingAmount);
    await fails(await orders.save({ orderSheetId: sheetId, expectedPayAmount: mainland.orderPrice.orderPayAmount, usePoint: 2550 }), 400, 'POINT_NOT_USABLE', '포인트는 2,500P까지 사용할 수 있습니다.');
  });

  it('needs no payment for an order paid fully by points', async () => {
    const member = await createMember(server(), 500_000);
    const item = await plainItem(server());
    const orders = orderClient(server(), member.headers);
    const sheetId = await orders.buy(`${item.id}||1||`);
    const sheet = await json<OrderSheet>(await orders.sheet(sheetId));
    assert.equal(sheet.orderPrice.orderPayAmount, 0);
    const placed = await json<OrderPlaced>(await orders.save({ orderSheetId: sheetId, expectedPayAmount: 0, usePoint: sheet.applied.usePoint, paymentMethod: 'card', bankTransfer: undefined }));
    assert.equal(placed.orderStatus, 'PAID');
    assert.equal(placed.nextStep, 'COMPLETE');
    assert.equal(placed.paymentMethod, 'zero');
  });

  it('makes 바로구매 sheets without touching the cart, and cart sheets whose ordered lines leave the cart', async () => {
    const member = await createMember(server());
    const item = await plainItem(server());
    const add = await server().request('/api/cart/add', { method: 'POST', body: { arrayRequiredItems: [`${item.id}||1||`] }, headers: member.headers });
    assert.equal(add.status, 200);
    const cartId = (await db().selectFrom('carts').select('id').where('ownerKey', '=', `M:${member.id}`).executeTakeFirstOrThrow()).id;
    const orders = orderClient(server(), member.headers);
    await orders.buy(`${item.id}||3||`);
    const cart = await db().selectFrom('carts').select(['id', 'quantity']).where('ownerKey', '=', `M:${member.id}`).execute();
    assert.deepEqual(cart, [{ id: cartId, quantity: 1 }]);
    const sheet = await json<{ orderSheetId: string }>(await orders.buyCart([cartId]));
    const opened = await json<OrderSheet>(await orders.sheet(sheet.orderSheetId));
    assert.equal(opened.receivers.buyItems[0]?.itemPrice.quantity, 1);
    await fails(await orders.buyCart([2_147_483_647]), 404, 'CART_NOT_FOUND');
    const stranger = orderClient(server(), (await createMember(server())).headers);
    await fails(await stranger.sheet(sheet.orderSheetId), 404, 'ORDER_SHEET_NOT_FOUND');
    await fails(await stranger.save({ orderSheetId: sheet.orderSheetId, expectedPayAmount: 0, receiver: RECEIVER }), 404, 'ORDER_SHEET_NOT_FOUND');
    await json(await orders.save({ orderSheetId: sheet.orderSheetId, expectedPayAmount: opened.orderPrice.orderPayAmount }));
    assert.deepEqual(await db().selectFrom('carts').select('id').where('ownerKey', '=', `M:${member.id}`).execute(), []);
  });

  it('answers the components of a set line, and refuses other lines clearly', async () => {
    const member = await createMember(server());
    const set = await db().selectFrom('items').select('id').where('itemType', '=', '3').where('stockQuantity', '>', 0).where('soldOutFlag', '=', 'N').orderBy('id').executeTakeFirstOrThrow();
    const item = await plainItem(server());
    await server().request('/api/cart/add', { method: 'POST', body: { itemSets: [{ itemId: set.id, quantity: 1 }], arrayRequiredItems: [`${item.id}||1||`] }, headers: member.headers });
    const lines = await db().selectFrom('carts').select(['id', 'itemId']).where('ownerKey', '=', `M:${member.id}`).execute();
    const setLine = lines.find((l) => l.itemId === set.id);
    const plainLine = lines.find((l) => l.itemId === item.id);
    const info = await json<{ buyItems: { itemId: number; quantity: number }[] }>(await server().request(`/api/cart/set-item-info/${setLine?.id}`, { headers: member.headers }));
    assert.ok(info.buyItems.length >= 2);
    await fails(await server().request(`/api/cart/set-item-info/${plainLine?.id}`, { headers: member.headers }), 400, 'NOT_SET_ITEM', '세트 상품이 아닙니다.');
    await fails(await server().request(`/api/cart/set-item-info/${setLine?.id}`, { headers: { salesonid: randomUUID() } }), 404, 'CART_NOT_FOUND');
  });
});
