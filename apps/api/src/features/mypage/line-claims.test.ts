import assert from 'node:assert/strict';
import type { OrderClaim, OrderDetail, OrderPlaced, OrderSheet, Page, RefundPreview } from '@shop/contracts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { startFakeToss } from '../../testing/fake-toss.ts';
import { createMember, grantCoupon, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { autoConfirmOrders } from '../order/auto-confirm.ts';
import { issueGuestToken } from './guest-token.ts';
import { expirePoints } from './points.ts';

const OPERATOR = 'operator-token-for-tests-0123456789';
const toss = await startFakeToss('test_sk_secret');
afterAll(() => toss.close());
const payment = { tossClientKey: 'test_ck_client', tossSecretKey: 'test_sk_secret', tossBaseUrl: toss.baseUrl };
const DAY = 86_400_000;
let keys = 0;
const SENDER = { senderName: 'Kim', senderMobile: '010-1234-5678', senderZipcode: '06236', senderAddress: 'Teheran-ro 1', senderAddressDetail: '101' };

/** A member's card order of two different items (2 of the first with a coupon, 1 of the second) and 1,000 points, paid at the fake Toss. */
async function twoLineOrder(server: TestServer) {
  const member = await createMember(server, 3000);
  const coupon = await grantCoupon(server, member.id, 1);
  const first = await plainItem(server, 31_000);
  const second = await server.app.database.db.selectFrom('items').selectAll().where('id', '!=', first.id).where('itemOptionType', 'is', null).where('itemType', '=', '1')
    .where('stockQuantity', '>=', 20).where('orderMinQuantity', '=', 1).where('nonmemberOrderType', '=', '1').where('soldOutFlag', '=', 'N')
    .where('presentPrice', '>=', 5000).orderBy('id').executeTakeFirstOrThrow();
  const orders = orderClient(server, member.headers);
  const orderSheetId = await orders.buy(`${first.id}||2||`, `${second.id}||1||`);
  const plain = await json<OrderSheet>(await orders.calculate({ orderSheetId, itemCoupons: [], usePoint: 0 }));
  const seq = (id: number) => plain.receivers.buyItems.find((b) => b.itemId === id)?.itemSequence ?? -1;
  const itemCoupons = [{ itemSequence: seq(first.id), couponUserId: coupon }];
  const sheet = await json<OrderSheet>(await orders.calculate({ orderSheetId, itemCoupons, usePoint: 1000 }));
  const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, itemCoupons, usePoint: 1000, paymentMethod: 'card', bankTransfer: undefined }));
  const paymentKey = `line-claim-${(keys += 1)}`;
  assert.equal((await json<OrderDetail>(await orders.post('/api/order/toss/confirm', { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount }))).orderStatus, 'PAID');
  const operator = (path: string, body: object) => server.request(path, { method: 'POST', body, headers: { 'x-operator-token': OPERATOR } });
  const advance = async (...states: string[]) => {
    for (const to of states) await json(await operator('/api/operator/order/advance', { orderCode: placed.orderCode, to }));
  };
  const claims = async (type: string) => (await json<Page<OrderClaim>>(await server.request(`/api/order/claims?claimType=${type}`, { headers: member.headers }))).content;
  const detail = async () => json<OrderDetail>(await orders.detail(placed.orderCode));
  return { member, coupon, first, second, a: seq(first.id), b: seq(second.id), orders, placed, paymentKey, operator, advance, claims, detail };
}

const stock = async (server: TestServer, id: number) => (await server.app.database.db.selectFrom('items').select('stockQuantity').where('id', '=', id).executeTakeFirstOrThrow()).stockQuantity;
const balance = async (server: TestServer, memberId: number) => (await server.app.database.db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirstOrThrow()).balance;

describeEachDatabase('claims of some lines, withdrawal, and the after-sales jobs', (server) => {
  it('cancels one line of a paid order: preview, line states, a partial refund at Toss, then the rest adds up to the payment', async () => {
    const o = await twoLineOrder(server());
    const stockBefore = await stock(server(), o.second.id);
    const pick = [{ itemSequence: o.b, quantity: 1 }];
    const preview = await json<RefundPreview>(await o.orders.post('/api/order/refund-amount', { orderCode: o.placed.orderCode, claimType: 'CANCEL', claimItems: pick }));
    assert.equal(preview.partCancel, true);
    assert.equal(preview.totalItemReturnAmount, o.second.presentPrice);
    assert.ok(preview.restorePoint > 0 && preview.restorePoint < 1000);
    assert.equal(preview.totalReturnAmount, preview.totalItemReturnAmount - preview.couponDiscountAmount - preview.restorePoint + preview.shippingReturnAmount - preview.totalAddShippingAmount);
    const applied = await json<OrderDetail>(await o.orders.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'WRONG_ORDER', claimItems: pick }));
    assert.equal(applied.orderStatus, 'PAID');
    const lineOf = (d: OrderDetail, sequence: number) => d.item.find((i) => i.itemSequence === sequence);
    assert.deepEqual([lineOf(applied, o.a)?.orderStatusLabel, lineOf(applied, o.b)?.orderStatusLabel, lineOf(applied, o.b)?.claimApplyQuantity], ['결제완료', '취소요청', 1]);
    // The same line cannot be claimed again while its piece is under the request.
    assert.equal((await o.orders.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'WRONG_ORDER', claimItems: pick })).status, 409);
    const [claim] = await o.claims('CANCEL');
    assert.ok(claim);
    assert.deepEqual([claim.refundAmount, claim.withdrawFlag, claim.items.map((i) => i.itemSequence)], [preview.totalReturnAmount, 'Y', [o.b]]);
    await json(await o.operator('/api/operator/claim/advance', { claimCode: claim.claimCode, action: 'COMPLETE' }));
    const afterFirst = await o.detail();
    assert.deepEqual([afterFirst.orderStatus, lineOf(afterFirst, o.b)?.orderStatusLabel, lineOf(afterFirst, o.b)?.claimQuantity, afterFirst.paymentList[0]?.paymentType], ['PAID', '취소완료', 1, '1']);
    // The payment record shows what was paid back of it (the partial refund), the payment itself still paid.
    assert.equal(afterFirst.paymentList[0]?.refundedAmount, preview.totalReturnAmount);
    assert.equal(await stock(server(), o.second.id), stockBefore + 1);
    assert.equal(await balance(server(), o.member.id), 2000 + preview.restorePoint);
    const cancels = () => toss.cancels.filter((c) => c.paymentKey === o.paymentKey);
    assert.deepEqual(cancels().map((c) => [c.body.cancelAmount, c.refunded]), [[preview.totalReturnAmount, preview.totalReturnAmount]]);

    // The rest: every piece left, so the order moves to 취소요청 and ends 취소완료 with the remaining money and the coupon back.
    const rest = await json<RefundPreview>(await o.orders.post('/api/order/refund-amount', { orderCode: o.placed.orderCode, claimType: 'CANCEL' }));
    assert.deepEqual([rest.partCancel, rest.totalReturnAmount, rest.restoreCouponCount], [false, o.placed.payAmount - preview.totalReturnAmount, 1]);
    assert.equal((await json<OrderDetail>(await o.orders.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'WRONG_ORDER' }))).orderStatus, 'CANCEL_REQUESTED');
    await o.advance('CANCELLED');
    const done = await o.detail();
    assert.deepEqual([done.orderStatus, done.paymentList[0]?.paymentType], ['CANCELLED', '2']);
    assert.equal(cancels().reduce((s, c) => s + c.refunded, 0), o.placed.payAmount);
    assert.equal(await balance(server(), o.member.id), 3000);
    const { db } = server().app.database;
    assert.equal((await db.selectFrom('couponUsers').select('usedDate').where('id', '=', o.coupon).executeTakeFirstOrThrow()).usedDate, null);
  });

  it('two requests racing for the same pieces: exactly one wins', async () => {
    const o = await twoLineOrder(server());
    const pick = [{ itemSequence: o.a, quantity: 2 }];
    const answers = await Promise.all([1, 2, 3].map(() => o.orders.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'WRONG_ORDER', claimItems: pick })));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409]);
    const { db } = server().app.database;
    const line = await db.selectFrom('orderLines').innerJoin('orders', 'orders.id', 'orderLines.orderId').select(['orderLines.claimingQuantity'])
      .where('orders.orderCode', '=', o.placed.orderCode).where('orderLines.itemSequence', '=', o.a).executeTakeFirstOrThrow();
    assert.equal(Number(line.claimingQuantity), 2);
  });

  it('the shopper withdraws a return still only applied: the line and the order go back; nobody else can withdraw it', async () => {
    const o = await twoLineOrder(server());
    await o.advance('PREPARING', 'SHIPPING', 'DELIVERED');
    // A whole-order return: the order moves to 반품요청, and back to 배송완료 when withdrawn.
    const whole = await json<OrderDetail>(await o.orders.post('/api/order/return-apply', { orderCode: o.placed.orderCode, claimReason: 'CHANGE_OF_MIND', shippingAskType: '1', ...SENDER }));
    assert.equal(whole.orderStatus, 'RETURN_REQUESTED');
    const [claim] = await o.claims('RETURN');
    assert.ok(claim);
    const stranger = await createMember(server());
    const other = (headers: Record<string, string>, claimCode: string) => server().request('/api/order/claim-withdraw', { method: 'POST', body: { claimCode }, headers });
    assert.equal((await other(stranger.headers, claim.claimCode)).status, 404);
    assert.equal((await other(o.member.headers, 'CNOSUCHCLAIM00')).status, 404);
    assert.equal((await server().request('/api/order/claim-withdraw', { method: 'POST', body: { claimCode: claim.claimCode } })).status, 401);
    const back = await json<OrderDetail>(await other(o.member.headers, claim.claimCode));
    assert.deepEqual([back.orderStatus, back.item.map((i) => i.claimApplyQuantity)], ['DELIVERED', [0, 0]]);
    assert.equal((await other(o.member.headers, claim.claimCode)).status, 409);
    assert.equal((await o.claims('RETURN'))[0]?.statusLabel, '반품철회');

    // A return of one piece: withdrawn, the line is whole again; a completed one cannot be withdrawn.
    await json(await o.orders.post('/api/order/return-apply', { orderCode: o.placed.orderCode, claimReason: 'DEFECT', shippingAskType: '1', ...SENDER, claimItems: [{ itemSequence: o.a, quantity: 1 }] }));
    const partial = (await o.claims('RETURN'))[0];
    assert.ok(partial);
    assert.equal((await o.detail()).item.find((i) => i.itemSequence === o.a)?.orderStatusLabel, '반품요청');
    // 구매확정 waits for the open request.
    assert.equal((await o.orders.post('/api/order/confirm-purchase', { orderCode: o.placed.orderCode })).status, 409);
    assert.equal(await autoConfirmOrders(server().app.database, Date.now() + 30 * DAY), 0);
    await json(await other(o.member.headers, partial.claimCode));
    assert.deepEqual((await o.detail()).item.map((i) => [i.orderStatusLabel, i.claimApplyQuantity]), [['배송완료', 0], ['배송완료', 0]]);
    await json(await o.orders.post('/api/order/exchange-apply', { orderCode: o.placed.orderCode, claimReason: 'SIZE_COLOR', shippingAskType: '1', ...SENDER, claimItems: [{ itemSequence: o.b, quantity: 1 }] }));
    const exchange = (await o.claims('EXCHANGE'))[0];
    assert.ok(exchange);
    await json(await o.operator('/api/operator/claim/advance', { claimCode: exchange.claimCode, action: 'COMPLETE' }));
    assert.equal((await other(o.member.headers, exchange.claimCode)).status, 409);
    assert.equal((await o.detail()).orderStatus, 'DELIVERED');
  });

  it('a guest token for one order cannot preview, claim or withdraw on another order', async () => {
    const o = await twoLineOrder(server());
    const pick = [{ itemSequence: o.a, quantity: 1 }];
    await json(await o.orders.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'WRONG_ORDER', claimItems: [{ itemSequence: o.b, quantity: 1 }] }));
    const [claim] = await o.claims('CANCEL');
    assert.ok(claim);
    // The guest's own order: another order made a guest's (guest tokens are for orders without a member).
    const other = await twoLineOrder(server());
    const { db } = server().app.database;
    const otherId = (await db.selectFrom('orders').select('id').where('orderCode', '=', other.placed.orderCode).executeTakeFirstOrThrow()).id;
    await db.updateTable('orders').set({ memberId: null }).where('id', '=', otherId).execute();
    const headers = { authorization: `Bearer ${await issueGuestToken(db, otherId)}` };
    const post = (path: string, body: object) => server().request(path, { method: 'POST', body, headers });
    const lines = () => db.selectFrom('orderLines').innerJoin('orders', 'orders.id', 'orderLines.orderId').select(['orderLines.itemSequence', 'orderLines.claimingQuantity'])
      .where('orders.orderCode', '=', o.placed.orderCode).orderBy('orderLines.itemSequence').execute();
    const before = { lines: await lines(), claims: await o.claims('CANCEL'), status: (await o.detail()).orderStatus };
    assert.equal((await json<{ code: string }>(await post('/api/order/refund-amount', { orderCode: o.placed.orderCode, claimType: 'CANCEL', claimItems: pick }), 404)).code, 'ORDER_NOT_FOUND');
    assert.equal((await json<{ code: string }>(await post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'WRONG_ORDER', claimItems: pick }), 404)).code, 'ORDER_NOT_FOUND');
    assert.equal((await json<{ code: string }>(await post('/api/order/claim-withdraw', { claimCode: claim.claimCode }), 404)).code, 'CLAIM_NOT_FOUND');
    // The guest's own order is within reach (the token works), and nothing of the member's order moved.
    assert.equal((await json<RefundPreview>(await post('/api/order/refund-amount', { orderCode: other.placed.orderCode, claimType: 'CANCEL' }))).partCancel, false);
    assert.deepEqual({ lines: await lines(), claims: await o.claims('CANCEL'), status: (await o.detail()).orderStatus }, before);
    assert.equal(before.claims[0]?.status, 'REQUESTED');
    assert.equal((await server().request('/api/operator/claim/advance', { method: 'POST', body: { claimCode: claim.claimCode, action: 'COMPLETE' } })).status, 401);
  });

  it('a line wholly returned is refunded without the outbound fee and cannot be reviewed; a guest of another order cannot withdraw', async () => {
    const o = await twoLineOrder(server());
    await o.advance('PREPARING', 'SHIPPING', 'DELIVERED');
    await json(await o.orders.post('/api/order/return-apply', { orderCode: o.placed.orderCode, claimReason: 'DEFECT', shippingAskType: '1', ...SENDER, claimItems: [{ itemSequence: o.b, quantity: 1 }] }));
    const claim = (await o.claims('RETURN'))[0];
    assert.ok(claim);
    assert.equal(claim.returnFee, 0);
    const other = await twoLineOrder(server());
    const { db } = server().app.database;
    const otherId = (await db.selectFrom('orders').select('id').where('orderCode', '=', other.placed.orderCode).executeTakeFirstOrThrow()).id;
    // The other order made a guest's (guest tokens are for orders without a member).
    await db.updateTable('orders').set({ memberId: null }).where('id', '=', otherId).execute();
    const guest = { authorization: `Bearer ${await issueGuestToken(db, otherId)}` };
    assert.equal((await server().request('/api/order/claims?claimType=RETURN', { headers: guest })).status, 200);
    assert.equal((await server().request('/api/order/claim-withdraw', { method: 'POST', body: { claimCode: claim.claimCode }, headers: guest })).status, 404);
    assert.equal((await server().request('/api/order/refund-amount', { method: 'POST', body: { orderCode: o.placed.orderCode, claimType: 'RETURN' }, headers: guest })).status, 404);
    await json(await o.operator('/api/operator/claim/advance', { claimCode: claim.claimCode, action: 'COMPLETE' }));
    assert.equal(toss.cancels.filter((c) => c.paymentKey === o.paymentKey).reduce((s, c) => s + c.refunded, 0), claim.refundAmount);
    const review = (itemSequence: number) => o.orders.post('/api/mypage/review', { orderCode: o.placed.orderCode, itemSequence, score: 5, content: 'Good' });
    assert.equal((await review(o.b)).status, 400);
    assert.equal((await review(o.a)).status, 200);
    assert.equal((await o.detail()).orderStatus, 'DELIVERED');
  });

  it('자동 구매확정: delivered 14 days ago, confirmed once with its points, also when two runs race', async () => {
    const o = await twoLineOrder(server());
    await o.advance('PREPARING', 'SHIPPING', 'DELIVERED');
    const handle = server().app.database;
    const before = await balance(server(), o.member.id);
    assert.equal(await autoConfirmOrders(handle, Date.now() + 13 * DAY), 0);
    const later = Date.now() + 14 * DAY + 60_000;
    const runs = await Promise.all([autoConfirmOrders(handle, later), autoConfirmOrders(handle, later)]);
    assert.equal(runs.filter((n) => n > 0).length <= 2, true);
    assert.equal((await o.detail()).orderStatus, 'CONFIRMED');
    assert.equal(await autoConfirmOrders(handle, later), 0);
    const earned = await handle.db.selectFrom('pointLedger').select('amount').where('memberId', '=', o.member.id).where('reason', '=', 'ORDER_EARN').execute();
    assert.equal(earned.length, 1);
    assert.equal(await balance(server(), o.member.id), before + (earned[0]?.amount ?? 0));
  });

  it('point expiry: a year after earning what is left lapses once, shown as 소멸, also when two runs race', async () => {
    const member = await createMember(server(), 0);
    const { db } = server().app.database;
    const now = Date.now();
    const at = (daysAgo: number) => toSeoulTimestamp(now - daysAgo * DAY);
    await db.insertInto('memberPoints').values({ memberId: member.id, balance: 1500 - 300 }).execute();
    await db.insertInto('pointLedger').values([
      { memberId: member.id, amount: 1000, reason: 'ORDER_EARN', orderId: null, createdAt: at(370) },
      { memberId: member.id, amount: 500, reason: 'REVIEW_EARN', orderId: null, createdAt: at(350) },
      { memberId: member.id, amount: -300, reason: 'ORDER_USE', orderId: null, createdAt: at(100) },
    ]).execute();
    const soon = await json<{ userPoint: number; expirationPointAmount: number; expirationSchedule: { point: number }[] }>(
      await server().request('/api/mypage/points?pointType=EARN_POINT', { headers: member.headers }));
    assert.deepEqual([soon.userPoint, soon.expirationPointAmount], [1200, 500]);
    const handle = server().app.database;
    const runs = await Promise.all([expirePoints(handle, now), expirePoints(handle, now)]);
    assert.equal(runs.reduce((s, n) => s + n, 0), 1);
    assert.equal(await expirePoints(handle, now), 0);
    assert.equal(await balance(server(), member.id), 500);
    const used = await json<{ pointPageResponse: { content: { reasonLabel: string; point: number; expirationDate: string | null }[] } }>(
      await server().request('/api/mypage/points?pointType=USED_POINT', { headers: member.headers }));
    const lapse = used.pointPageResponse.content.find((p) => p.reasonLabel === '포인트 소멸');
    assert.deepEqual([lapse?.point, lapse?.expirationDate?.slice(0, 8)], [700, toSeoulTimestamp(now - 5 * DAY).slice(0, 8)]);
    // The second earning lapses a year after it was earned, 15 days from now.
    assert.equal(await expirePoints(handle, now + 16 * DAY), 1);
    assert.equal(await balance(server(), member.id), 0);
  });
}, { payment, overrides: { operatorToken: OPERATOR } });
