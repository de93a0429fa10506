import assert from 'node:assert/strict';
import type { OrderDetail, OrderPlaced, OrderSheet } from '@shop/contracts';
import { createMember, orderClient, plainItem } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';

const OPERATOR = 'operator-token-for-tests-0123456789';

async function placed(server: TestServer, paymentMethod: 'card' | 'easypay' | 'vbank' | 'realtimebank') {
  const member = await createMember(server);
  const item = await plainItem(server);
  const orders = orderClient(server, member.headers);
  const orderSheetId = await orders.buy(`${item.id}||1||`);
  const sheet = await json<OrderSheet>(await orders.sheet(orderSheetId));
  const order = await json<OrderPlaced>(await orders.save({ orderSheetId, expectedPayAmount: sheet.orderPrice.orderPayAmount, paymentMethod, bankTransfer: undefined }));
  return { orders, sheet, order };
}

/** The test window's "결제 승인" then the success page's confirm, as the browser does them. */
async function payInWindow(o: Awaited<ReturnType<typeof placed>>, choice: Record<string, unknown>) {
  const { paymentKey } = await json<{ paymentKey: string }>(await o.orders.post('/api/payment/test/authorize', { orderCode: o.order.orderCode, ...choice }));
  return { paymentKey, confirmed: await o.orders.post('/api/order/toss/confirm', { orderCode: o.order.orderCode, paymentKey, amount: o.order.payAmount }) };
}

describeEachDatabase('built-in test payment gateway (no Toss keys)', (server) => {
  it('the default sheet offers card, easy pay, virtual account, transfer and bank transfer through the test gateway', async () => {
    const { sheet, order } = await placed(server(), 'card');
    assert.deepEqual(sheet.paymentMethods, ['card', 'easypay', 'vbank', 'realtimebank', 'bank']);
    assert.deepEqual(sheet.configPg, { pgType: 'TEST', clientKey: '' });
    assert.deepEqual({ nextStep: order.nextStep, pgType: order.toss?.pgType, method: order.toss?.method }, { nextStep: 'TOSS', pgType: 'TEST', method: 'CARD' });
  });

  it('a card paid in 3 instalments is 결제완료 with its instalments on the payment record; a second confirm is refused', async () => {
    const o = await placed(server(), 'card');
    const wrongMethod = await o.orders.post('/api/payment/test/authorize', { orderCode: o.order.orderCode, method: 'VIRTUAL_ACCOUNT' });
    assert.equal((await json<{ code: string }>(wrongMethod, 400)).code, 'PAYMENT_NOT_CONFIGURED');
    const { paymentKey, confirmed } = await payInWindow(o, { method: 'CARD', installmentMonths: 3 });
    const detail = await json<OrderDetail>(confirmed);
    assert.equal(detail.orderStatus, 'PAID');
    assert.equal(detail.paymentList[0]?.approvalTypeLabel, '신용카드 (3개월 할부)');
    const again = await o.orders.post('/api/order/toss/confirm', { orderCode: o.order.orderCode, paymentKey, amount: o.order.payAmount });
    assert.equal((await json<{ code: string }>(again, 409)).code, 'PAYMENT_NOT_PENDING');
  });

  it('an easy payment keeps its provider; another order\'s payment key is refused by the gateway', async () => {
    const o = await placed(server(), 'easypay');
    const other = await placed(server(), 'easypay');
    const { paymentKey } = await json<{ paymentKey: string }>(await other.orders.post('/api/payment/test/authorize', { orderCode: other.order.orderCode, method: 'EASY_PAY', easyPayProvider: 'NAVERPAY' }));
    const stolen = await o.orders.post('/api/order/toss/confirm', { orderCode: o.order.orderCode, paymentKey, amount: o.order.payAmount });
    assert.equal((await json<{ code: string }>(stolen, 400)).code, 'PAYMENT_FAILED');
    const detail = await json<OrderDetail>((await payInWindow(o, { method: 'EASY_PAY', easyPayProvider: 'KAKAOPAY' })).confirmed);
    assert.equal(detail.paymentList[0]?.approvalTypeLabel, '간편결제 (카카오페이)');
  });

  it('a virtual account is issued with bank, number and deadline; a simulated deposit makes it 결제완료 once', async () => {
    const o = await placed(server(), 'vbank');
    const detail = await json<OrderDetail>((await payInWindow(o, { method: 'VIRTUAL_ACCOUNT', bankCode: '88' })).confirmed);
    assert.equal(detail.orderStatus, 'WAITING_DEPOSIT');
    const account = detail.paymentList[0];
    assert.equal(account?.bankName, '신한은행');
    assert.match(account?.bankVirtualNo ?? '', /^T\d{12}$/);
    assert.match(account?.bankDate ?? '', /^\d{8}235959$/);
    assert.equal(detail.paymentDeadline, account?.bankDate);
    assert.equal(account?.testPayment, true);
    const paid = await json<OrderDetail>(await o.orders.post('/api/payment/test/deposit', { orderCode: o.order.orderCode }));
    assert.equal(paid.orderStatus, 'PAID');
    assert.equal(paid.paymentList[0]?.paymentType, '1');
    const replay = await o.orders.post('/api/payment/test/deposit', { orderCode: o.order.orderCode });
    assert.equal((await json<{ code: string }>(replay, 409)).code, 'PAYMENT_NOT_PENDING');
    const history = (await json<OrderDetail>(await o.orders.detail(o.order.orderCode))).history.map((h) => h.toStatus);
    assert.deepEqual(history, ['PAYMENT_PENDING', 'WAITING_DEPOSIT', 'PAID']);
  });

  it('a deposit notice for a test-gateway account is checked against the gateway: before the deposit it changes nothing', async () => {
    const o = await placed(server(), 'vbank');
    await json<OrderDetail>((await payInWindow(o, { method: 'VIRTUAL_ACCOUNT', bankCode: '06' })).confirmed);
    const forged = await json<{ message: string }>(await server().request('/api/payment/toss/webhook', { method: 'POST', body: { orderId: o.order.orderCode, status: 'DONE', secret: 'x' } }));
    assert.equal(forged.message, 'NOT_DEPOSITED');
    assert.equal((await json<OrderDetail>(await o.orders.detail(o.order.orderCode))).orderStatus, 'WAITING_DEPOSIT');
  });

  it('a cancel is refunded through the gateway once, never more than was paid', async () => {
    const o = await placed(server(), 'card');
    const { paymentKey } = await payInWindow(o, { method: 'CARD', installmentMonths: 0 });
    await json(await o.orders.post('/api/order/cancel-apply', { orderCode: o.order.orderCode, claimReason: 'WRONG_ORDER' }));
    const advance = () => server().request('/api/operator/order/advance', { method: 'POST', body: { orderCode: o.order.orderCode, to: 'CANCELLED' }, headers: { 'x-operator-token': OPERATOR } });
    assert.equal((await json<OrderDetail>(await advance())).orderStatus, 'CANCELLED');
    assert.equal((await advance()).status, 409);
    const row = await server().app.database.db.selectFrom('testGatewayPayments').selectAll().where('paymentKey', '=', paymentKey).executeTakeFirstOrThrow();
    assert.deepEqual({ status: row.status, balance: row.balanceAmount }, { status: 'CANCELED', balance: 0 });
    const cancels = await server().app.database.db.selectFrom('testGatewayCancels').selectAll().where('paymentKey', '=', paymentKey).execute();
    assert.deepEqual(cancels.map((c) => c.cancelAmount), [o.order.payAmount]);
  });
}, { overrides: { operatorToken: OPERATOR } });

describeEachDatabase('test gateway endpoints with Toss keys', (server) => {
  it('are refused when Toss Payments takes the payments', async () => {
    const o = await placed(server(), 'card');
    assert.equal(o.order.toss?.pgType, 'TOSS');
    const refused = await o.orders.post('/api/payment/test/authorize', { orderCode: o.order.orderCode, method: 'CARD' });
    assert.equal((await json<{ code: string }>(refused, 400)).code, 'PAYMENT_NOT_CONFIGURED');
  });
}, { payment: { tossClientKey: 'test_ck_client', tossSecretKey: 'test_sk_secret', tossBaseUrl: 'http://127.0.0.1:9' } });
