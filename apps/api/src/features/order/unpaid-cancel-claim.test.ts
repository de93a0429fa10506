import assert from 'node:assert/strict';
import type { OrderClaim, OrderPlaced, OrderSheet, Page } from '@shop/contracts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { expireUnpaidOrders } from './expire-orders.ts';
import { backfillUnpaidCancelClaims, unpaidCancelText } from './unpaid-cancel-claim.ts';

async function bankOrder(server: TestServer) {
  const member = await createMember(server);
  const item = await plainItem(server);
  const orders = orderClient(server, member.headers);
  const orderSheetId = await orders.buy(`${item.id}||1||`);
  const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
  const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount }));
  const cancels = async () => json<Page<OrderClaim>>(await server.request('/api/order/claims?claimType=CANCEL', { headers: member.headers }));
  return { orders, placed, cancels };
}

it('says why an unpaid order was cancelled', () => {
  assert.equal(unpaidCancelText('SHOPPER_CANCELLED'), '주문자 취소 (결제 전)');
  assert.equal(unpaidCancelText('OPERATOR_CANCELLED'), '판매자 취소 (결제 전)');
  assert.equal(unpaidCancelText('DEADLINE_PASSED'), '입금기한 경과로 자동 취소');
  assert.equal(unpaidCancelText(undefined), '결제 전 주문 취소');
});

describeEachDatabase('unpaid cancels in my page\'s 취소 list', (server) => {
  it('a shopper\'s cancel of an unpaid order is a completed cancel claim with nothing refunded, recorded once', async () => {
    const o = await bankOrder(server());
    assert.equal((await o.cancels()).content.length, 0);
    await json(await o.orders.post('/api/order/cancel', { orderCode: o.placed.orderCode }));
    const [claim, ...more] = (await o.cancels()).content;
    assert.equal(more.length, 0);
    assert.deepEqual(
      { orderCode: claim?.orderCode, status: claim?.status, refundAmount: claim?.refundAmount, refundStatus: claim?.refundStatus, reasonText: claim?.reasonText, items: claim?.items.length },
      { orderCode: o.placed.orderCode, status: 'COMPLETED', refundAmount: 0, refundStatus: 'NONE', reasonText: '주문자 취소 (결제 전)', items: 1 },
    );
    assert.equal((await o.orders.post('/api/order/cancel', { orderCode: o.placed.orderCode })).status, 409);
    assert.equal((await o.cancels()).content.length, 1);
  });

  it('an order cancelled by the deposit deadline is listed too', async () => {
    const o = await bankOrder(server());
    const { db } = server().app.database;
    await db.updateTable('orders').set({ paymentDeadline: '20000101000000' }).where('orderCode', '=', o.placed.orderCode).execute();
    await expireUnpaidOrders(server().app.database, Date.now());
    assert.deepEqual((await o.cancels()).content.map((c) => c.reasonText), ['입금기한 경과로 자동 취소']);
  });

  it('migration 0031\'s backfill gives orders cancelled before it their claim, once', async () => {
    const o = await bankOrder(server());
    await json(await o.orders.post('/api/order/cancel', { orderCode: o.placed.orderCode }));
    const { db } = server().app.database;
    const order = await db.selectFrom('orders').select('id').where('orderCode', '=', o.placed.orderCode).executeTakeFirstOrThrow();
    // As before the migration: a cancelled order without a claim.
    await db.deleteFrom('orderClaims').where('orderId', '=', order.id).execute();
    assert.equal((await o.cancels()).content.length, 0);
    assert.ok((await backfillUnpaidCancelClaims(db)) >= 1);
    const listed = (await o.cancels()).content;
    assert.deepEqual(listed.map((c) => [c.orderCode, c.status, c.reasonText]), [[o.placed.orderCode, 'COMPLETED', '주문자 취소 (결제 전)']]);
    const cancelledAt = await db.selectFrom('orderStateHistory').select('createdAt').where('orderId', '=', order.id).where('toStatus', '=', 'CANCELLED').executeTakeFirstOrThrow();
    assert.equal(listed[0]?.createdDate, cancelledAt.createdAt);
    assert.equal(await backfillUnpaidCancelClaims(db), 0);
  });
});
