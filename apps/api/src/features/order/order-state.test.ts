import assert from 'node:assert/strict';
import type { OrderDetail, OrderPlaced, OrderSheet } from '@shop/contracts';
import type { OrderStatus } from '@shop/validators';
import { writeTransaction } from '../../db/transaction.ts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json } from '../../testing/test-server.ts';
import { moveOrder } from './order-state.ts';

describeEachDatabase('order state machine', (server) => {
  it('walks 입금대기 → 결제완료 → 상품준비 → 배송중 → 배송완료 → 구매확정, recording every move', async () => {
    const member = await createMember(server());
    const orders = orderClient(server(), member.headers);
    const orderSheetId = await orders.buy(`${(await plainItem(server())).id}||1||`);
    const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
    const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount }));
    const handle = server().app.database;
    const { id } = await handle.db.selectFrom('orders').select('id').where('orderCode', '=', placed.orderCode).executeTakeFirstOrThrow();
    const move = (from: OrderStatus, to: OrderStatus) => writeTransaction(handle, (trx) => moveOrder(trx, id, from, to, 'TEST', Date.now()));
    const path: OrderStatus[] = ['WAITING_DEPOSIT', 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED'];
    for (let i = 1; i < path.length; i += 1) assert.equal(await move(path[i - 1] as OrderStatus, path[i] as OrderStatus), true);
    // Moving from a state the order has already left does nothing (the update is conditional).
    assert.equal(await move('DELIVERED', 'CONFIRMED'), false);
    await assert.rejects(move('CONFIRMED', 'CANCELLED'), /not an allowed move/);
    const detail = await json<OrderDetail>(await orders.detail(placed.orderCode));
    assert.deepEqual(detail.history.map((h) => h.toStatusLabel), ['입금대기', '결제완료', '상품준비', '배송중', '배송완료', '구매확정']);
    assert.equal(detail.orderStatusLabel, '구매확정');
  });

  it('lets the shopper cancel an unpaid order at once, and not a paid one', async () => {
    const member = await createMember(server(), 1_000_000);
    const item = await plainItem(server());
    const orders = orderClient(server(), member.headers);
    const stockOf = async () => (await server().app.database.db.selectFrom('items').select('stockQuantity').where('id', '=', item.id).executeTakeFirstOrThrow()).stockQuantity;
    const unpaidSheet = await orders.buy(`${item.id}||1||`);
    const unpaidAmount = (await json<OrderSheet>(await orders.calculate({ orderSheetId: unpaidSheet }))).orderPrice.orderPayAmount;
    const unpaid = await json<OrderPlaced>(await orders.save({ orderSheetId: unpaidSheet, expectedPayAmount: unpaidAmount }));
    const stock = await stockOf();
    const cancelled = await json<OrderDetail>(await orders.post('/api/order/cancel', { orderCode: unpaid.orderCode }));
    assert.deepEqual([cancelled.orderStatus, cancelled.orderStatusLabel], ['CANCELLED', '취소완료']);
    assert.equal(await stockOf(), stock + 1);
    assert.equal((await json<{ code: string }>(await orders.post('/api/order/cancel', { orderCode: unpaid.orderCode }), 409)).code, 'ORDER_NOT_CANCELLABLE');
    const paidSheet = await orders.buy(`${item.id}||1||`);
    const usePoint = (await json<OrderSheet>(await orders.sheet(paidSheet))).applied.usePoint;
    const paid = await json<OrderPlaced>(await orders.save({ orderSheetId: paidSheet, expectedPayAmount: 0, usePoint }));
    const stranger = orderClient(server(), (await createMember(server())).headers);
    assert.equal((await json<{ code: string }>(await stranger.post('/api/order/cancel', { orderCode: paid.orderCode }), 404)).code, 'ORDER_NOT_FOUND');
    // A paid order is cancelled through 취소신청 (a claim with its refund details), never here.
    assert.equal((await json<{ code: string }>(await orders.post('/api/order/cancel', { orderCode: paid.orderCode }), 409)).code, 'ORDER_NOT_CANCELLABLE');
    assert.deepEqual((await json<OrderDetail>(await orders.detail(paid.orderCode))).history.map((h) => h.toStatusLabel), ['결제완료']);
  });
});
