import assert from 'node:assert/strict';
import type { OrderDetail, OrderPlaced, OrderSheet } from '@shop/contracts';
import { startFakeToss } from '../../testing/fake-toss.ts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';

const toss = await startFakeToss('test_sk_secret');
afterAll(() => toss.close());

async function cardOrder(server: TestServer, paymentMethod: 'card' | 'vbank' = 'card') {
  const member = await createMember(server);
  const item = await plainItem(server);
  const orders = orderClient(server, member.headers);
  const orderSheetId = await orders.buy(`${item.id}||1||`);
  const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
  const response = await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, paymentMethod, bankTransfer: undefined });
  const text = await response.clone().text();
  return { orders, item, sheet, text, placed: await json<OrderPlaced>(response) };
}

describeEachDatabase('Toss Payments', (server) => {
  const confirm = (orders: ReturnType<typeof orderClient>, body: unknown) => orders.post('/api/order/toss/confirm', body);
  const stockOf = async (id: number) => (await server().app.database.db.selectFrom('items').select('stockQuantity').where('id', '=', id).executeTakeFirstOrThrow()).stockQuantity;

  it('hands the browser the client key only, and confirms on the server after checking the amount', async () => {
    const { orders, placed, text } = await cardOrder(server());
    assert.equal(placed.orderStatus, 'PAYMENT_PENDING');
    assert.equal(placed.nextStep, 'TOSS');
    assert.deepEqual({ clientKey: placed.toss?.clientKey, method: placed.toss?.method, orderId: placed.toss?.orderId }, { clientKey: 'test_ck_client', method: 'CARD', orderId: placed.orderCode });
    assert.ok(!text.includes('test_sk_secret'));
    const calls = toss.calls.length;
    const wrong = await confirm(orders, { orderCode: placed.orderCode, paymentKey: 'pk-1', amount: placed.payAmount - 1 });
    assert.equal((await json<{ code: string }>(wrong, 409)).code, 'PAYMENT_AMOUNT_MISMATCH');
    assert.equal(toss.calls.length, calls);
    const detail = await json<OrderDetail>(await confirm(orders, { orderCode: placed.orderCode, paymentKey: 'pk-1', amount: placed.payAmount }));
    assert.equal(detail.orderStatus, 'PAID');
    assert.equal(detail.orderStatusLabel, '결제완료');
    assert.deepEqual(detail.history.map((h) => h.toStatus), ['PAYMENT_PENDING', 'PAID']);
    assert.equal(detail.paymentList[0]?.paymentType, '1');
    assert.deepEqual(toss.calls.at(-1)?.body, { paymentKey: 'pk-1', orderId: placed.orderCode, amount: placed.payAmount });
    const twice = await confirm(orders, { orderCode: placed.orderCode, paymentKey: 'pk-1', amount: placed.payAmount });
    assert.equal((await json<{ code: string }>(twice, 409)).code, 'PAYMENT_NOT_PENDING');
  });

  it('answers refusals in Korean, and a failed payment cancels the order and gives its stock back', async () => {
    const { orders, placed, item } = await cardOrder(server());
    const stock = await stockOf(item.id);
    const refused = await confirm(orders, { orderCode: placed.orderCode, paymentKey: 'fail-REJECT_CARD_PAYMENT', amount: placed.payAmount });
    assert.deepEqual(await json(refused, 400), { status: 400, code: 'PAYMENT_FAILED', message: '한도 초과 또는 잔액 부족으로 결제에 실패했습니다.' });
    const failed = await orders.post('/api/order/toss/fail', { orderCode: placed.orderCode, code: 'userCancel' });
    assert.deepEqual(await json(failed), { code: 'userCancel', message: '결제를 취소하셨습니다.' });
    const expired = await orders.post('/api/order/toss/fail', { orderCode: placed.orderCode, code: 'paymentTimeExpire' });
    assert.equal((await json<{ message: string }>(expired)).message, '결제 시간이 초과되었습니다.');
    const detail = await json<OrderDetail>(await orders.detail(placed.orderCode));
    assert.deepEqual(detail.history.map((h) => h.toStatus), ['PAYMENT_PENDING', 'CANCELLED']);
    assert.equal(await stockOf(item.id), stock + 1);
  });

  it('opens the order sheet again after a failed payment, so the shopper pays again with a new key', async () => {
    const { orders, placed, sheet } = await cardOrder(server());
    const used = await orders.sheet(sheet.orderSheetId);
    assert.equal((await json<{ code: string }>(used, 409)).code, 'ORDER_SHEET_USED');
    await json(await orders.post('/api/order/toss/fail', { orderCode: placed.orderCode, code: 'PAY_PROCESS_CANCELED' }));
    const again = await json<OrderSheet>(await orders.sheet(sheet.orderSheetId));
    const second = await json<OrderPlaced>(await orders.save({ orderSheetId: again.orderSheetId, expectedPayAmount: again.orderPrice.orderPayAmount, paymentMethod: 'card', bankTransfer: undefined }));
    assert.notEqual(second.orderCode, placed.orderCode);
    const detail = await json<OrderDetail>(await confirm(orders, { orderCode: second.orderCode, paymentKey: 'pk-again', amount: second.payAmount }));
    assert.equal(detail.orderStatus, 'PAID');
  });

  it('waits for the deposit of a virtual account', async () => {
    const { orders, placed } = await cardOrder(server(), 'vbank');
    assert.equal(placed.toss?.method, 'VIRTUAL_ACCOUNT');
    const detail = await json<OrderDetail>(await confirm(orders, { orderCode: placed.orderCode, paymentKey: 'vbank-1', amount: placed.payAmount }));
    assert.equal(detail.orderStatus, 'WAITING_DEPOSIT');
  });
}, { payment: { tossClientKey: 'test_ck_client', tossSecretKey: 'test_sk_secret', tossBaseUrl: toss.baseUrl } });
