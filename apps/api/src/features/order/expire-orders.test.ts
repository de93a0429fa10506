import assert from 'node:assert/strict';
import type { OrderDetail, OrderPlaced, OrderSheet } from '@shop/contracts';
import { fromSeoulTimestamp } from '../../lib/dates.ts';
import { createMember, orderClient, placeCouponPointOrder, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { expireUnpaidOrders } from './expire-orders.ts';

/** A member's bank-transfer order using a coupon and 1,000 points. */
const unpaidOrder = (server: TestServer) => placeCouponPointOrder(server);

async function holdings(server: TestServer, memberId: number, couponUserId: number, itemId: number) {
  const { db } = server.app.database;
  return {
    points: (await db.selectFrom('memberPoints').select('balance').where('memberId', '=', memberId).executeTakeFirstOrThrow()).balance,
    couponUsed: (await db.selectFrom('couponUsers').select('usedDate').where('id', '=', couponUserId).executeTakeFirstOrThrow()).usedDate !== null,
    stock: (await db.selectFrom('items').select('stockQuantity').where('id', '=', itemId).executeTakeFirstOrThrow()).stockQuantity,
  };
}

describeEachDatabase('unpaid order expiry', (server) => {
  it('cancels a bank transfer past its deadline and restores stock, coupon and points, once', async () => {
    const { member, coupon, item, orders, placed } = await unpaidOrder(server());
    const deadline = fromSeoulTimestamp(placed.bank?.deadline ?? '')?.getTime() ?? 0;
    const held = await holdings(server(), member.id, coupon, item.id);
    assert.deepEqual({ points: held.points, couponUsed: held.couponUsed }, { points: 2000, couponUsed: true });
    assert.equal(await expireUnpaidOrders(server().app.database, deadline - 1000), 0);
    assert.equal(await expireUnpaidOrders(server().app.database, deadline + 1000), 1);
    assert.deepEqual(await holdings(server(), member.id, coupon, item.id), { points: 3000, couponUsed: false, stock: held.stock + 1 });
    assert.equal(await expireUnpaidOrders(server().app.database, deadline + 2000), 0);
    const detail = await json<OrderDetail>(await orders.detail(placed.orderCode));
    assert.deepEqual(detail.history.map((h) => [h.fromStatus, h.toStatus]), [[null, 'WAITING_DEPOSIT'], ['WAITING_DEPOSIT', 'CANCELLED']]);
    assert.equal(detail.paymentList[0]?.paymentType, '2');
    const ledger = await server().app.database.db.selectFrom('pointLedger').select(['amount', 'reason']).where('memberId', '=', member.id).orderBy('id').execute();
    assert.deepEqual(ledger, [{ amount: -1000, reason: 'ORDER_USE' }, { amount: 1000, reason: 'ORDER_RESTORE' }]);
  });

  it('leaves paid orders alone', async () => {
    const member = await createMember(server(), 1_000_000);
    const orders = orderClient(server(), member.headers);
    const orderSheetId = await orders.buy(`${(await plainItem(server())).id}||1||`);
    const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
    const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: 0, usePoint: sheet.applied.usePoint }));
    await expireUnpaidOrders(server().app.database, Date.now() + 365 * 86_400_000);
    assert.equal((await json<OrderDetail>(await orders.detail(placed.orderCode))).orderStatus, 'PAID');
  });
});

let clock = Date.now();
describeEachDatabase('unpaid order expiry, scheduled', (server) => {
  it('sweeps on its own with the injected clock', async () => {
    const { member, coupon, item, orders, placed } = await unpaidOrder(server());
    const before = await holdings(server(), member.id, coupon, item.id);
    clock = (fromSeoulTimestamp(placed.bank?.deadline ?? '')?.getTime() ?? 0) + 1000;
    let status = placed.orderStatus;
    for (let i = 0; i < 100 && status !== 'CANCELLED'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await json<OrderDetail>(await orders.detail(placed.orderCode))).orderStatus;
    }
    assert.equal(status, 'CANCELLED');
    assert.deepEqual(await holdings(server(), member.id, coupon, item.id), { points: before.points + 1000, couponUsed: false, stock: before.stock + 1 });
    clock = Date.now();
  });
}, { payment: { expiryIntervalMs: 25 }, overrides: { clock: () => clock } });
