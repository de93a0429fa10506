import assert from 'node:assert/strict';
import type { OrderClaim, OrderDetail, Page } from '@shop/contracts';
import { startFakeToss } from '../../testing/fake-toss.ts';
import { placeCouponPointOrder } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';

const OPERATOR = 'operator-token-for-tests-0123456789';
const toss = await startFakeToss('test_sk_secret');
afterAll(() => toss.close());
const payment = { tossClientKey: 'test_ck_client', tossSecretKey: 'test_sk_secret', tossBaseUrl: toss.baseUrl };
let keys = 0;

/** A member's card order (coupon and 1,000 points) paid through the fake Toss Payments. */
async function paidCardOrder(server: TestServer) {
  const placedOrder = await placeCouponPointOrder(server, { paymentMethod: 'card', bankTransfer: undefined });
  const paymentKey = `claim-test-${(keys += 1)}`;
  const confirmed = await placedOrder.orders.post('/api/order/toss/confirm', { orderCode: placedOrder.placed.orderCode, paymentKey, amount: placedOrder.placed.payAmount });
  assert.equal((await json<OrderDetail>(confirmed)).orderStatus, 'PAID');
  const advance = async (...states: string[]) => {
    for (const to of states) {
      await json(await server.request('/api/operator/order/advance', { method: 'POST', body: { orderCode: placedOrder.placed.orderCode, to }, headers: { 'x-operator-token': OPERATOR } }));
    }
  };
  return { ...placedOrder, paymentKey, advance };
}

const SENDER = { senderName: 'Kim', senderMobile: '010-1234-5678', senderZipcode: '06236', senderAddress: 'Teheran-ro 1', senderAddressDetail: '101' };

describeEachDatabase('my page claims refunded through Toss Payments', (server) => {
  it('a cancelled paid order is refunded in full at Toss once, without asking for a bank account; coupon and points come back', async () => {
    const o = await paidCardOrder(server());
    const preview = await json<{ writeBankInfo: boolean; totalReturnAmount: number }>(await o.orders.post('/api/order/refund-amount', { orderCode: o.placed.orderCode, claimType: 'CANCEL' }));
    assert.deepEqual(preview, { ...preview, writeBankInfo: false, totalReturnAmount: o.placed.payAmount });
    await json(await o.orders.post('/api/order/cancel-apply', { orderCode: o.placed.orderCode, claimReason: 'WRONG_ORDER' }));
    await o.advance('CANCELLED');
    const cancels = toss.cancels.filter((c) => c.paymentKey === o.paymentKey);
    assert.equal(cancels.length, 1);
    assert.equal(cancels[0]?.refunded, o.placed.payAmount);
    assert.equal(cancels[0]?.body.cancelAmount, undefined);
    const detail = await json<OrderDetail>(await o.orders.detail(o.placed.orderCode));
    assert.deepEqual([detail.orderStatus, detail.paymentList[0]?.paymentType], ['CANCELLED', '2']);
    const { db } = server().app.database;
    assert.equal((await db.selectFrom('couponUsers').select('usedDate').where('id', '=', o.coupon).executeTakeFirstOrThrow()).usedDate, null);
    assert.equal((await db.selectFrom('memberPoints').select('balance').where('memberId', '=', o.member.id).executeTakeFirstOrThrow()).balance, 3000);
  });

  it('a returned order is partly cancelled at Toss: the payment less the return fee', async () => {
    const o = await paidCardOrder(server());
    await o.advance('PREPARING', 'SHIPPING', 'DELIVERED');
    await json(await o.orders.post('/api/order/return-apply', { orderCode: o.placed.orderCode, claimReason: 'CHANGE_OF_MIND', shippingAskType: '1', ...SENDER }));
    await o.advance('RETURNED');
    const claims = await json<Page<OrderClaim>>(await server().request('/api/order/claims?claimType=RETURN', { headers: o.member.headers }));
    const claim = claims.content[0];
    assert.ok(claim && claim.returnFee > 0);
    assert.equal(claim.refundAmount, o.placed.payAmount - claim.returnFee);
    assert.equal(claim.refundStatus, 'REFUNDED');
    const cancels = toss.cancels.filter((c) => c.paymentKey === o.paymentKey);
    assert.deepEqual(cancels.map((c) => [c.body.cancelAmount, c.refunded, c.idempotencyKey]), [[claim.refundAmount, claim.refundAmount, `claim-${claim.claimCode}`]]);
  });

  it('exchanges a delivered order: no refund, the fee is noted, and 구매확정 follows the exchange', async () => {
    const o = await paidCardOrder(server());
    await o.advance('PREPARING', 'SHIPPING', 'DELIVERED');
    const applied = await json<OrderDetail>(await o.orders.post('/api/order/exchange-apply', { orderCode: o.placed.orderCode, claimReason: 'SIZE_COLOR', shippingAskType: '1', ...SENDER }));
    assert.equal(applied.orderStatusLabel, '교환요청');
    await o.advance('EXCHANGED');
    const claims = await json<Page<OrderClaim>>(await server().request('/api/order/claims?claimType=EXCHANGE', { headers: o.member.headers }));
    assert.deepEqual([claims.content[0]?.statusLabel, claims.content[0]?.refundAmount, claims.content[0]?.refundStatus], ['교환완료', 0, 'NONE']);
    assert.equal(toss.cancels.filter((c) => c.paymentKey === o.paymentKey).length, 0);
    const confirmed = await json<OrderDetail>(await o.orders.post('/api/order/confirm-purchase', { orderCode: o.placed.orderCode }));
    assert.equal(confirmed.orderStatus, 'CONFIRMED');
  });
}, { payment, overrides: { operatorToken: OPERATOR } });
