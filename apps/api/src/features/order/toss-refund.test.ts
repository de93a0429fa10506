import assert from 'node:assert/strict';
import { API_ERRORS, type OrderDetail } from '@shop/contracts';
import { DEFAULT_PAYMENT_CONFIG } from '../../config/payment-env.ts';
import { fromSeoulTimestamp } from '../../lib/dates.ts';
import { ORDER_MESSAGES } from '../../messages/order.ko.ts';
import { startFakeToss } from '../../testing/fake-toss.ts';
import { orderClient, placeCouponPointOrder } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';
import { createTossClient } from '../payment/toss-client.ts';
import { CONFIRM_GRACE_MS, expireUnpaidOrders } from './expire-orders.ts';
import { confirmTossPayment } from './toss-payment.ts';

const toss = await startFakeToss('test_sk_secret');
afterAll(() => toss.close());
afterEach(() => { toss.beforeConfirm = null; });
const payment = { tossClientKey: 'test_ck_client', tossSecretKey: 'test_sk_secret', tossBaseUrl: toss.baseUrl };
let keys = 0;

/** A member's card order using a coupon and 1,000 points, waiting for Toss. */
async function cardOrder(server: TestServer) {
  const { member, coupon, item, orders, placed } = await placeCouponPointOrder(server, { paymentMethod: 'card', bankTransfer: undefined });
  const { db } = server.app.database;
  const row = await db.selectFrom('orders').select(['id', 'paymentDeadline']).where('orderCode', '=', placed.orderCode).executeTakeFirstOrThrow();
  const deadline = fromSeoulTimestamp(row.paymentDeadline ?? '')?.getTime() ?? 0;
  const holdings = async () => ({
    points: (await db.selectFrom('memberPoints').select('balance').where('memberId', '=', member.id).executeTakeFirstOrThrow()).balance,
    couponUsed: (await db.selectFrom('couponUsers').select('usedDate').where('id', '=', coupon).executeTakeFirstOrThrow()).usedDate !== null,
    stock: (await db.selectFrom('items').select('stockQuantity').where('id', '=', item.id).executeTakeFirstOrThrow()).stockQuantity,
    restores: (await db.selectFrom('pointLedger').select('id').where('orderId', '=', row.id).where('reason', '=', 'ORDER_RESTORE').execute()).length,
  });
  const paymentRow = () => db.selectFrom('orderPayments').select(['status', 'paymentKey']).where('orderId', '=', row.id).executeTakeFirstOrThrow();
  return { member, orders, placed, deadline, orderId: row.id, holdings, paymentRow };
}

describeEachDatabase('Toss Payments: a payment confirmed after its order was cancelled', (server) => {
  const confirm = (orders: ReturnType<typeof orderClient>, body: unknown) => orders.post('/api/order/toss/confirm', body);
  /**
   * The expiry sweep cancels the order while Toss is confirming: it waits for a confirm in flight, so this is a
   * confirm still open `CONFIRM_GRACE_MS` past the deadline (its server stalled), that Toss then confirms after all.
   */
  const sweepDuringConfirm = (deadline: number) => {
    toss.beforeConfirm = async () => { assert.equal(await expireUnpaidOrders(server().app.database, deadline + CONFIRM_GRACE_MS + 1000), 1); };
  };

  it('is cancelled at Toss once; the order stays cancelled with stock, coupon and points given back once; replays cancel nothing more', async () => {
    const { orders, placed, deadline, holdings, paymentRow } = await cardOrder(server());
    const before = await holdings();
    const paymentKey = `late-${(keys += 1)}`;
    sweepDuringConfirm(deadline);
    const late = await confirm(orders, { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount });
    assert.deepEqual(await json(late, 409), { status: 409, code: 'PAYMENT_REFUNDED', message: API_ERRORS.PAYMENT_REFUNDED.message });
    const cancels = toss.cancels.filter((c) => c.paymentKey === paymentKey);
    assert.equal(cancels.length, 1);
    assert.deepEqual(
      { refunded: cancels[0]?.refunded, reason: cancels[0]?.body.cancelReason, idempotencyKey: cancels[0]?.idempotencyKey },
      { refunded: placed.payAmount, reason: ORDER_MESSAGES.payment.lateCancelReason, idempotencyKey: `refund-${paymentKey}` },
    );
    assert.deepEqual(await paymentRow(), { status: 'REFUNDED', paymentKey });
    const restored = { points: before.points + 1000, couponUsed: false, stock: before.stock + 1, restores: 1 };
    assert.deepEqual(await holdings(), restored);
    toss.beforeConfirm = null;
    const confirms = toss.calls.length;
    for (let i = 0; i < 2; i += 1) {
      const replay = await confirm(orders, { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount });
      assert.equal((await json<{ code: string }>(replay, 409)).code, 'PAYMENT_REFUNDED');
    }
    assert.equal(toss.calls.length, confirms);
    assert.equal(toss.cancels.filter((c) => c.paymentKey === paymentKey).length, 1);
    assert.equal(await expireUnpaidOrders(server().app.database, deadline + 5000), 0);
    assert.deepEqual(await holdings(), restored);
    const detail = await json<OrderDetail>(await orders.detail(placed.orderCode));
    assert.equal(detail.orderStatus, 'CANCELLED');
    assert.deepEqual(detail.history.map((h) => [h.fromStatus, h.toStatus]), [[null, 'PAYMENT_PENDING'], ['PAYMENT_PENDING', 'CANCELLED']]);
    assert.equal(detail.paymentList[0]?.paymentType, '2');
  });

  it('two confirms of the same payment at once: one asks Toss (the other finds it in flight), and it is cancelled once', async () => {
    const { orders, placed, deadline, holdings, paymentRow } = await cardOrder(server());
    const before = await holdings();
    const paymentKey = `late-${(keys += 1)}`;
    sweepDuringConfirm(deadline);
    const answers = await Promise.all([1, 2].map(async () => (await json<{ code: string }>(await confirm(orders, { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount }), 409)).code));
    assert.ok(answers.includes('PAYMENT_REFUNDED'), answers.join());
    assert.ok(answers.every((code) => code === 'PAYMENT_REFUNDED' || code === 'PAYMENT_REFUND_PENDING' || code === 'PAYMENT_NOT_PENDING'), answers.join());
    assert.equal(toss.cancels.filter((c) => c.paymentKey === paymentKey && c.refunded > 0).length, 1);
    assert.equal(toss.cancels.filter((c) => c.paymentKey === paymentKey).length, 1);
    assert.deepEqual(await paymentRow(), { status: 'REFUNDED', paymentKey });
    assert.deepEqual(await holdings(), { points: before.points + 1000, couponUsed: false, stock: before.stock + 1, restores: 1 });
  });

  it('when the cancel at Toss fails: logs the order code and payment key only, tells the shopper the refund will follow, and retries on a replay', async () => {
    const { member, placed, deadline, holdings, paymentRow } = await cardOrder(server());
    const before = await holdings();
    const paymentKey = `nocancel-${(keys += 1)}`;
    sweepDuringConfirm(deadline);
    const logged: { fields: Record<string, unknown>; message: string }[] = [];
    const log = { error: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }) };
    const client = createTossClient({ baseUrl: toss.baseUrl, secretKey: 'test_sk_secret' });
    const config = { ...DEFAULT_PAYMENT_CONFIG, ...payment };
    const owner = { ownerKey: `M:${member.id}`, member: undefined };
    const input = { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount };
    await assert.rejects(confirmTossPayment(server().app.database, config, client, owner, input, Date.now(), log), { code: 'PAYMENT_REFUND_PENDING' });
    assert.deepEqual(logged.map((l) => l.fields), [{ orderCode: placed.orderCode, paymentKey, tossCode: 'FAILED_REFUND_PROCESS' }]);
    assert.ok(!JSON.stringify(logged).includes('test_sk_secret'));
    assert.deepEqual(await paymentRow(), { status: 'REFUND_FAILED', paymentKey });
    const restored = { points: before.points + 1000, couponUsed: false, stock: before.stock + 1, restores: 1 };
    assert.deepEqual(await holdings(), restored);
    toss.beforeConfirm = null;
    const confirms = toss.calls.length;
    const orders = orderClient(server(), member.headers);
    const replay = await confirm(orders, input);
    assert.deepEqual(await json(replay, 409), { status: 409, code: 'PAYMENT_REFUND_PENDING', message: API_ERRORS.PAYMENT_REFUND_PENDING.message });
    assert.equal(toss.calls.length, confirms);
    const cancels = toss.cancels.filter((c) => c.paymentKey === paymentKey);
    assert.deepEqual(cancels.map((c) => [c.idempotencyKey, c.refunded]), [[`refund-${paymentKey}`, 0], [`refund-${paymentKey}`, 0]]);
    assert.equal((await json<OrderDetail>(await orders.detail(placed.orderCode))).orderStatus, 'CANCELLED');
    assert.deepEqual(await holdings(), restored);
  });

  it('a shopper cancel while Toss confirms is refunded the same way', async () => {
    const { orders, placed, holdings } = await cardOrder(server());
    const before = await holdings();
    const paymentKey = `late-${(keys += 1)}`;
    toss.beforeConfirm = async () => { await json(await orders.post('/api/order/cancel', { orderCode: placed.orderCode })); };
    assert.equal((await json<{ code: string }>(await confirm(orders, { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount }), 409)).code, 'PAYMENT_REFUNDED');
    assert.equal(toss.cancels.filter((c) => c.paymentKey === paymentKey && c.refunded === placed.payAmount).length, 1);
    assert.deepEqual(await holdings(), { points: before.points + 1000, couponUsed: false, stock: before.stock + 1, restores: 1 });
  });

  it('a payment Toss confirmed for another amount is cancelled at Toss and the order cancelled and restored', async () => {
    const { orders, placed, holdings, paymentRow } = await cardOrder(server());
    const before = await holdings();
    const paymentKey = `short-${(keys += 1)}`;
    assert.equal((await json<{ code: string }>(await confirm(orders, { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount }), 409)).code, 'PAYMENT_REFUNDED');
    const cancels = toss.cancels.filter((c) => c.paymentKey === paymentKey);
    assert.deepEqual(cancels.map((c) => [c.refunded, c.body.cancelReason]), [[placed.payAmount - 100, ORDER_MESSAGES.payment.mismatchCancelReason]]);
    assert.deepEqual(await paymentRow(), { status: 'REFUNDED', paymentKey });
    assert.deepEqual(await holdings(), { points: before.points + 1000, couponUsed: false, stock: before.stock + 1, restores: 1 });
    const detail = await json<OrderDetail>(await orders.detail(placed.orderCode));
    assert.deepEqual(detail.history.map((h) => h.toStatus), ['PAYMENT_PENDING', 'CANCELLED']);
  });

  it('a confirm that wins the race keeps its payment: the sweep leaves the paid order alone and nothing is cancelled at Toss', async () => {
    const { orders, placed, deadline, holdings } = await cardOrder(server());
    const before = await holdings();
    const paymentKey = `ontime-${(keys += 1)}`;
    const detail = await json<OrderDetail>(await confirm(orders, { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount }));
    assert.equal(detail.orderStatus, 'PAID');
    assert.equal(await expireUnpaidOrders(server().app.database, deadline + 1000), 0);
    assert.equal((await json<OrderDetail>(await orders.detail(placed.orderCode))).orderStatus, 'PAID');
    assert.equal(toss.cancels.filter((c) => c.paymentKey === paymentKey).length, 0);
    assert.deepEqual(await holdings(), before);
  });

  it('the sweep waits for a confirm in flight within the grace: the order is paid and nothing is cancelled at Toss', async () => {
    const { orders, placed, deadline, holdings } = await cardOrder(server());
    const before = await holdings();
    const paymentKey = `inflight-${(keys += 1)}`;
    let swept = -1;
    toss.beforeConfirm = async () => { swept = await expireUnpaidOrders(server().app.database, deadline + 1000); };
    const detail = await json<OrderDetail>(await confirm(orders, { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount }));
    assert.equal(swept, 0);
    assert.equal(detail.orderStatus, 'PAID');
    assert.equal(detail.paymentList[0]?.paymentType, '1');
    assert.equal(toss.cancels.filter((c) => c.paymentKey === paymentKey).length, 0);
    assert.deepEqual(await holdings(), before);
  });

  it('a refused confirm hands the order back to the sweep', async () => {
    const { orders, placed, deadline, holdings, paymentRow } = await cardOrder(server());
    const before = await holdings();
    assert.equal((await json<{ code: string }>(await confirm(orders, { orderCode: placed.orderCode, paymentKey: 'fail-REJECT_CARD_PAYMENT', amount: placed.payAmount }), 400)).code, 'PAYMENT_FAILED');
    assert.equal((await paymentRow()).status, 'READY');
    assert.equal(await expireUnpaidOrders(server().app.database, deadline + 1000), 1);
    assert.deepEqual(await holdings(), { points: before.points + 1000, couponUsed: false, stock: before.stock + 1, restores: 1 });
  });

  it('a confirm and the sweep at the same moment: either paid and kept, or cancelled before Toss is asked; never refunded', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { orders, placed, deadline, holdings } = await cardOrder(server());
      const before = await holdings();
      const paymentKey = `race-${(keys += 1)}`;
      const confirms = toss.calls.filter((c) => c.body.paymentKey === paymentKey);
      const [response] = await Promise.all([
        confirm(orders, { orderCode: placed.orderCode, paymentKey, amount: placed.payAmount }),
        expireUnpaidOrders(server().app.database, deadline + 1000),
      ]);
      const status = (await json<OrderDetail>(await orders.detail(placed.orderCode))).orderStatus;
      assert.equal(toss.cancels.filter((c) => c.paymentKey === paymentKey).length, 0);
      if (status === 'PAID') {
        assert.equal(response.status, 200);
        assert.deepEqual(await holdings(), before);
      } else {
        assert.equal(status, 'CANCELLED');
        assert.equal((await json<{ code: string }>(response, 409)).code, 'PAYMENT_NOT_PENDING');
        assert.equal(toss.calls.filter((c) => c.body.paymentKey === paymentKey).length, confirms.length);
        assert.deepEqual(await holdings(), { points: before.points + 1000, couponUsed: false, stock: before.stock + 1, restores: 1 });
      }
    }
  });
}, { payment });
