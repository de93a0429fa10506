import assert from 'node:assert/strict';
import { it } from 'node:test';
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
});
