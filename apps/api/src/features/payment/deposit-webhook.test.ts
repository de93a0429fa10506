import assert from 'node:assert/strict';
import type { OrderDetail, OrderPlaced, OrderSheet } from '@shop/contracts';
import { startFakeToss } from '../../testing/fake-toss.ts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';

const toss = await startFakeToss('test_sk_secret');
afterAll(() => toss.close());
let keys = 0;

async function waitingVirtualAccount(server: TestServer) {
  const member = await createMember(server);
  const item = await plainItem(server);
  const orders = orderClient(server, member.headers);
  const orderSheetId = await orders.buy(`${item.id}||1||`);
  const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
  const placed = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, paymentMethod: 'vbank', bankTransfer: undefined }));
  const paymentKey = `vbank-webhook-${(keys += 1)}`;
  const detail = await json<OrderDetail>(await orders.post('/api/order/toss/confirm', { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount }));
  return { orders, placed, paymentKey, detail };
}

describeEachDatabase('Toss deposit notices (가상계좌)', (server) => {
  const notify = (body: unknown) => server().request('/api/payment/toss/webhook', { method: 'POST', body });

  it('keeps the virtual account Toss issued on the order', async () => {
    const { detail } = await waitingVirtualAccount(server());
    assert.equal(detail.orderStatus, 'WAITING_DEPOSIT');
    assert.equal(detail.paymentList[0]?.bankName, '신한은행');
    assert.equal(detail.paymentDeadline, '20991231235959');
  });

  it('is never believed as sent: a notice before the deposit changes nothing, after it the order is 결제완료 once', async () => {
    const o = await waitingVirtualAccount(server());
    const early = await json<{ message: string }>(await notify({ createdAt: '2026-11-28T10:00:00.000000', secret: 'forged', status: 'DONE', transactionKey: 't', orderId: o.placed.orderCode }));
    assert.equal(early.message, 'NOT_DEPOSITED');
    assert.ok(toss.reads.includes(o.paymentKey));
    assert.equal((await json<OrderDetail>(await o.orders.detail(o.placed.orderCode))).orderStatus, 'WAITING_DEPOSIT');
    assert.equal(toss.deposit(o.paymentKey), true);
    assert.equal((await json<{ message: string }>(await notify({ status: 'DONE', orderId: o.placed.orderCode }))).message, 'PAID');
    assert.equal((await json<{ message: string }>(await notify({ eventType: 'PAYMENT_STATUS_CHANGED', data: { orderId: o.placed.orderCode, paymentKey: o.paymentKey } }))).message, 'NOT_WAITING');
    const detail = await json<OrderDetail>(await o.orders.detail(o.placed.orderCode));
    assert.equal(detail.orderStatus, 'PAID');
    assert.deepEqual(detail.history.map((h) => h.toStatus), ['PAYMENT_PENDING', 'WAITING_DEPOSIT', 'PAID']);
    assert.equal(detail.paymentList[0]?.paymentType, '1');
  });

  it('ignores notices of unknown orders and answers 503 while Toss cannot be asked (Toss retries)', async () => {
    assert.equal((await json<{ message: string }>(await notify({ orderId: 'O-NOPE' }))).message, 'NO_PAYMENT');
    assert.equal((await json<{ message: string }>(await notify({}))).message, 'IGNORED');
    const o = await waitingVirtualAccount(server());
    toss.failReads = true;
    const down = await notify({ orderId: o.placed.orderCode }).finally(() => (toss.failReads = false));
    assert.equal(down.status, 503);
    assert.equal((await json<OrderDetail>(await o.orders.detail(o.placed.orderCode))).orderStatus, 'WAITING_DEPOSIT');
  });
}, { payment: { tossClientKey: 'test_ck_client', tossSecretKey: 'test_sk_secret', tossBaseUrl: toss.baseUrl } });
