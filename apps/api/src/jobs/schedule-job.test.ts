import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { freshDatabase, startApiProcess, type ApiProcess, type ProcessDatabase } from '../testing/api-process.ts';
import { describeWithPostgres } from '../testing/postgres-probe.ts';
import { openDatabase } from '../db/dialect.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { leaseMsOf, takeLease } from './schedule-job.ts';

// Scheduled jobs run once across API instances (scale-out): a lease row taken by a conditional update.

const RECEIVER = { receiveName: '김만료', receiveMobile: '010-1234-5678', zipcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '101호', memo: '' };

async function post(origin: string, path: string, salesonid: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json', salesonid }, body: JSON.stringify(body) });
  const json = (await res.json()) as Record<string, unknown>;
  assert.equal(res.status, 200, `${path}: ${JSON.stringify(json)}`);
  return json;
}

describe('takeLease', () => {
  it('gives a free lease to one of several holders asking at once, and again once it has run out', async () => {
    const db = await freshDatabase('sqlite');
    const handle = openDatabase({ kind: 'sqlite', file: db.url.slice('sqlite:'.length) });
    try {
      await migrateToLatest(handle);
      const now = 1_000_000;
      const taken = await Promise.all(['a', 'b', 'c'].map((holder) => takeLease(handle, 'job', holder, now, 500)));
      assert.equal(taken.filter(Boolean).length, 1);
      assert.equal(await takeLease(handle, 'job', 'b', now + 499, 500), false);
      assert.equal(await takeLease(handle, 'job', 'b', now + 500, 500), true);
      assert.equal(await takeLease(handle, 'other', 'b', now + 500, 500), true, 'each job has its own lease');
    } finally {
      await handle.destroy();
      await db.drop();
    }
  });

  it('holds a lease just under one interval', () => {
    assert.equal(leaseMsOf(60_000), 59_000);
    assert.equal(leaseMsOf(500), 400);
  });
});

describeWithPostgres('two API processes over one PostgreSQL database', () => {
  let db: ProcessDatabase | undefined;
  const apis: ApiProcess[] = [];
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.kill()));
    await db?.drop();
  });

  it('cancel a due order exactly once, and each interval runs the sweep on one instance only', async () => {
    db = await freshDatabase('postgres');
    const INTERVAL = 500;
    // The first process migrates and seeds; the second starts on the ready database.
    apis.push(await startApiProcess(db.url, { ORDER_EXPIRY_INTERVAL_MS: String(INTERVAL) }));
    apis.push(await startApiProcess(db.url, { ORDER_EXPIRY_INTERVAL_MS: String(INTERVAL) }));
    const [item] = await db.sql(`select id from items where item_option_type is null and item_type = '1' and nonmember_order_type = '1'
      and sold_out_flag = 'N' and order_min_quantity = 1 and stock_quantity > 5 order by id limit 1`);
    const itemId = Number(item!.id);
    const salesonid = randomUUID();
    const sheet = await post(apis[0]!.origin, '/api/order/buy', salesonid, { arrayRequiredItems: [`${itemId}||1||`] });
    const step = await post(apis[1]!.origin, '/api/order/payment-step', salesonid, { orderSheetId: sheet.orderSheetId });
    const placed = await post(apis[1]!.origin, '/api/order/save', salesonid, {
      orderSheetId: sheet.orderSheetId, idempotencyKey: randomUUID(), expectedPayAmount: (step.orderPrice as { orderPayAmount: number }).orderPayAmount,
      paymentMethod: 'bank', receiver: RECEIVER, bankTransfer: { accountIndex: 0, depositorName: '김만료' }, privacyAgreed: true, purchaseAgreed: true,
      buyer: { userName: '김만료', mobile: '010-1234-5678', email: 'guest@example.com' }, guestPassword: 'guest1234', guestTermsAgreed: true,
    });
    const [order] = await db.sql('select id from orders where order_code = $1', [String(placed.orderCode)]);
    const orderId = Number(order!.id);
    const [before] = await db.sql(`select runs from job_leases where name = 'order-expiry'`);
    const runsBefore = Number(before?.runs ?? 0);

    // The deadline passes now; both instances keep ticking.
    await db.sql(`update orders set payment_deadline = '20000101000000' where id = $1`, [orderId]);
    const started = Date.now();
    for (let i = 0; i < 100; i += 1) {
      const [row] = await db.sql('select status from orders where id = $1', [orderId]);
      if (row!.status === 'CANCELLED') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 8 * INTERVAL));
    const elapsed = Date.now() - started;

    const cancels = await db.sql(`select reason from order_state_history where order_id = $1 and to_status = 'CANCELLED'`, [orderId]);
    assert.deepEqual(cancels.map((c) => c.reason), ['DEADLINE_PASSED'], 'the order was cancelled once, by the sweep');
    const [after1] = await db.sql(`select runs, holder from job_leases where name = 'order-expiry'`);
    const runs = Number(after1!.runs) - runsBefore;
    // One run per interval across both instances (two would be about 2 × elapsed / interval).
    assert.ok(runs >= 4, `the sweep ran (${runs} runs in ${elapsed} ms)`);
    assert.ok(runs <= Math.ceil(elapsed / INTERVAL) + 1, `${runs} runs in ${elapsed} ms: more than one per ${INTERVAL} ms interval`);
  }, 120_000);
});
