import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import type { OrderSheet } from '@shop/contracts';
import { nanoid } from 'nanoid';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { createMember, grantCoupon, orderClient, plainItem, RECEIVER } from '../../testing/order-helpers.ts';
import { describeEachDatabase, json, type TestServer } from '../../testing/test-server.ts';

type Outcome = { status: number; code?: string; orderCode?: string };

/** `count` order sheets of one unit of `itemId` for the member (written directly: making sheets is not what is tested). */
async function sheets(server: TestServer, memberId: number, itemId: number, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => nanoid());
  const lines = JSON.stringify([{ itemId, itemOptionId: null, optionText: '[]', quantity: 1, cartId: null }]);
  const rows = ids.map((id) => ({ id, ownerKey: `M:${memberId}`, source: 'BUY', lines, orderId: null, createdAt: toSeoulTimestamp(Date.now()) }));
  for (let i = 0; i < rows.length; i += 200) await server.app.database.db.insertInto('orderSheets').values(rows.slice(i, i + 200)).execute();
  return ids;
}

/** Sends every placement at once and tallies the answers. */
async function placeAll(server: TestServer, headers: Record<string, string>, bodies: Record<string, unknown>[]): Promise<Outcome[]> {
  return Promise.all(bodies.map(async (body) => {
    const response = await server.request('/api/order/save', {
      method: 'POST', headers,
      body: { paymentMethod: 'bank', receiver: RECEIVER, bankTransfer: { accountIndex: 0, depositorName: 'Kim' }, privacyAgreed: true, purchaseAgreed: true, ...body },
    });
    const answer = (await response.json()) as { code?: string; orderCode?: string };
    return { status: response.status, code: answer.code, orderCode: answer.orderCode };
  }));
}

const tally = (outcomes: Outcome[]) => outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [`${o.status} ${o.code ?? 'OK'}`]: (t[`${o.status} ${o.code ?? 'OK'}`] ?? 0) + 1 }), {});

// Each case's timeout guards against a hang, not a duration: on a 2-core machine running the e2e suite beside it, the
// 1,000 placements on PostgreSQL took over a minute (5.6 s alone).
const HANG_GUARD_MS = 240_000;

describeEachDatabase('orders under concurrency', (server) => {
  const db = () => server().app.database.db;

  async function setUp(points: number, stock: number, minPrice = 0) {
    const member = await createMember(server(), points);
    const item = await plainItem(server(), minPrice);
    await db().updateTable('items').set({ stockQuantity: stock, orderMaxQuantity: 10 }).where('id', '=', item.id).execute();
    return { member, item };
  }

  async function payAmount(headers: Record<string, string>, orderSheetId: string, benefit: Record<string, unknown> = {}): Promise<number> {
    return (await json<OrderSheet>(await orderClient(server(), headers).calculate({ orderSheetId, zipcode: RECEIVER.zipcode, ...benefit }))).orderPrice.orderPayAmount;
  }

  it('1,000 concurrent placements for the last 10 units give exactly 10 orders and stock 0', async () => {
    const { member, item } = await setUp(0, 10);
    const ids = await sheets(server(), member.id, item.id, 1000);
    const expectedPayAmount = await payAmount(member.headers, ids[0] as string);
    const outcomes = await placeAll(server(), member.headers, ids.map((orderSheetId) => ({ orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount })));
    assert.deepEqual(tally(outcomes), { '200 OK': 10, '409 ORDER_SOLD_OUT': 990 });
    assert.equal((await db().selectFrom('items').select('stockQuantity').where('id', '=', item.id).executeTakeFirstOrThrow()).stockQuantity, 0);
    assert.equal((await db().selectFrom('orders').select('id').where('memberId', '=', member.id).execute()).length, 10);
    // This member's lines (the seed has orders of its own, e.g. the business member's).
    const lines = await db().selectFrom('orderLines').innerJoin('orders', 'orders.id', 'orderLines.orderId').select('orderLines.quantity')
      .where('orderLines.itemId', '=', item.id).where('orders.memberId', '=', member.id).execute();
    assert.equal(lines.reduce((s, l) => s + l.quantity, 0), 10);
  }, HANG_GUARD_MS);

  it('the same idempotency key sent 50 times at once gives one order', async () => {
    const { member, item } = await setUp(0, 100);
    const [orderSheetId] = await sheets(server(), member.id, item.id, 1);
    const body = { orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount: await payAmount(member.headers, orderSheetId as string) };
    const outcomes = await placeAll(server(), member.headers, Array.from({ length: 50 }, () => body));
    assert.deepEqual(tally(outcomes), { '200 OK': 50 });
    assert.equal(new Set(outcomes.map((o) => o.orderCode)).size, 1);
    assert.equal((await db().selectFrom('orders').select('id').where('memberId', '=', member.id).execute()).length, 1);
    assert.equal((await db().selectFrom('items').select('stockQuantity').where('id', '=', item.id).executeTakeFirstOrThrow()).stockQuantity, 99);
  }, HANG_GUARD_MS);

  it('a single-use coupon used 100 times at once is applied once', async () => {
    const { member, item } = await setUp(0, 1000, 31_000);
    const coupon = await grantCoupon(server(), member.id, 1);
    const ids = await sheets(server(), member.id, item.id, 100);
    const itemCoupons = [{ itemSequence: 0, couponUserId: coupon }];
    const expectedPayAmount = await payAmount(member.headers, ids[0] as string, { itemCoupons });
    const outcomes = await placeAll(server(), member.headers, ids.map((orderSheetId) => ({ orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount, itemCoupons })));
    assert.deepEqual(tally(outcomes), { '200 OK': 1, '409 COUPON_ALREADY_USED': 99 });
    const orders = await db().selectFrom('orders').select(['id', 'itemCouponDiscount']).where('memberId', '=', member.id).execute();
    assert.deepEqual(orders.map((o) => o.itemCouponDiscount), [3000]);
    const used = await db().selectFrom('couponUsers').select('usedOrderId').where('id', '=', coupon).executeTakeFirstOrThrow();
    assert.equal(used.usedOrderId, orders[0]?.id);
    assert.equal((await db().selectFrom('items').select('stockQuantity').where('id', '=', item.id).executeTakeFirstOrThrow()).stockQuantity, 999);
  }, HANG_GUARD_MS);

  it('points spent concurrently never go below zero', async () => {
    const { member, item } = await setUp(10_000, 1000, 5000);
    const ids = await sheets(server(), member.id, item.id, 40);
    const expectedPayAmount = await payAmount(member.headers, ids[0] as string, { usePoint: 1000 });
    const outcomes = await placeAll(server(), member.headers, ids.map((orderSheetId) => ({ orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount, usePoint: 1000 })));
    assert.deepEqual(tally(outcomes), { '200 OK': 10, '409 POINT_SHORTAGE': 30 });
    assert.equal((await db().selectFrom('memberPoints').select('balance').where('memberId', '=', member.id).executeTakeFirstOrThrow()).balance, 0);
    const ledger = await db().selectFrom('pointLedger').select('amount').where('memberId', '=', member.id).execute();
    assert.equal(ledger.reduce((s, l) => s + l.amount, 0), -10_000);
  }, HANG_GUARD_MS);
});
