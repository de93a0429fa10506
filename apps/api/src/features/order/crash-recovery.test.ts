import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { freshDatabase, startApiProcess, type ApiProcess, type ProcessDatabase } from '../../testing/api-process.ts';
import { describeWithPostgres } from '../../testing/postgres-probe.ts';

// The API process killed (SIGKILL) while placements are in flight: no half order is left behind, and every retry with
// the same idempotency key completes the placement exactly once (faults).

const STOCK = 1000;
const SHOPPERS = 24;
const RECEIVER = { receiveName: '김복구', receiveMobile: '010-1234-5678', zipcode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '101호', memo: '' };

type Placement = { salesonid: string; orderSheetId: string; idempotencyKey: string };

async function post(origin: string, path: string, salesonid: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json', salesonid }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

function saveBody(p: Placement, payAmount: number) {
  return {
    orderSheetId: p.orderSheetId, idempotencyKey: p.idempotencyKey, expectedPayAmount: payAmount, paymentMethod: 'bank', receiver: RECEIVER,
    bankTransfer: { accountIndex: 0, depositorName: '김복구' }, privacyAgreed: true, purchaseAgreed: true,
    buyer: { userName: '김복구', mobile: '010-1234-5678', email: 'guest@example.com' }, guestPassword: 'guest1234', guestTermsAgreed: true,
  };
}

type Baseline = { orders: number; units: number };

/** Orders and ordered units of the item before the test (the seed places orders of its own). */
async function baselineOf(db: ProcessDatabase, itemId: number): Promise<Baseline> {
  const [{ n }] = (await db.sql('select count(*) as n from orders')) as [{ n: number | string }];
  const [{ units }] = (await db.sql('select coalesce(sum(quantity), 0) as units from order_lines where item_id = $1', [itemId])) as [{ units: number | string }];
  return { orders: Number(n), units: Number(units) };
}

/** Checks that every order is whole and the stock matches; the number of orders placed since `baseline`. */
async function holdsNoHalfOrder(db: ProcessDatabase, itemId: number, baseline: Baseline): Promise<number> {
  const orders = await db.sql('select id from orders');
  for (const table of ['order_lines', 'order_addresses', 'order_payments', 'order_state_history']) {
    const [{ n }] = (await db.sql(`select count(*) as n from orders o where not exists (select 1 from ${table} t where t.order_id = o.id)`)) as [{ n: number | string }];
    assert.equal(Number(n), 0, `an order without ${table}`);
  }
  const [{ n: unfinished }] = (await db.sql('select count(*) as n from order_idempotency_keys where order_id is null')) as [{ n: number | string }];
  assert.equal(Number(unfinished), 0, 'an idempotency key claimed by a placement that never finished');
  const [{ stock }] = (await db.sql('select stock_quantity as stock from items where id = $1', [itemId])) as [{ stock: number | string }];
  const [{ units }] = (await db.sql('select coalesce(sum(quantity), 0) as units from order_lines where item_id = $1', [itemId])) as [{ units: number | string }];
  assert.equal(STOCK - Number(stock), Number(units) - baseline.units, 'stock taken differs from the units ordered');
  return orders.length - baseline.orders;
}

for (const kind of ['sqlite', 'postgres'] as const) {
  (kind === 'postgres' ? describeWithPostgres : describe)(`${kind}: the API killed mid-placement`, () => {
    let db: ProcessDatabase | undefined;
    let api: ApiProcess | undefined;
    afterAll(async () => {
      await api?.kill();
      await db?.drop();
    });

    it('leaves no half order, and the retries with the same keys complete each placement once', async () => {
      db = await freshDatabase(kind);
      api = await startApiProcess(db.url);
      const [item] = await db.sql(`select id from items where item_option_type is null and item_type = '1' and nonmember_order_type = '1'
        and sold_out_flag = 'N' and order_min_quantity = 1 order by id limit 1`);
      const itemId = Number(item!.id);
      await db.sql('update items set stock_quantity = $1 where id = $2', [STOCK, itemId]);
      const baseline = await baselineOf(db, itemId);

      const placements: Placement[] = [];
      for (let i = 0; i < SHOPPERS; i += 1) {
        const salesonid = randomUUID();
        const sheet = await post(api.origin, '/api/order/buy', salesonid, { arrayRequiredItems: [`${itemId}||1||`] });
        assert.equal(sheet.status, 200, JSON.stringify(sheet.json));
        placements.push({ salesonid, orderSheetId: String(sheet.json.orderSheetId), idempotencyKey: randomUUID() });
      }
      const step = await post(api.origin, '/api/order/payment-step', placements[0]!.salesonid, { orderSheetId: placements[0]!.orderSheetId });
      const payAmount = (step.json.orderPrice as { orderPayAmount: number }).orderPayAmount;

      // All placements at once; the process dies once a third of them are answered, with the rest in flight.
      const running = api;
      let killed: Promise<void> | undefined;
      let answers = 0;
      const first = await Promise.all(placements.map((p) => post(running.origin, '/api/order/save', p.salesonid, saveBody(p, payAmount))
        .then((r) => {
          answers += 1;
          if (answers >= SHOPPERS / 3) killed ??= running.kill('SIGKILL');
          return r;
        })
        .catch(() => null)));
      await killed;
      const answered = new Map(placements.flatMap((p, i) => (first[i]?.status === 200 ? [[p.idempotencyKey, String(first[i]!.json.orderCode)] as const] : [])));
      assert.ok(answered.size < SHOPPERS, 'the process was killed before every placement was answered');

      // Restarted on the same database: what is there is whole.
      api = await startApiProcess(db.url);
      const before = await holdsNoHalfOrder(db, itemId, baseline);
      assert.ok(before >= answered.size);
      console.log(`${answered.size} placements answered before the kill, ${before} orders stored, ${SHOPPERS - before} placements lost in flight and retried`);

      // The shoppers retry with the same keys: each placement ends with exactly one order; answered ones keep theirs.
      const retried = await Promise.all(placements.map((p) => post(api!.origin, '/api/order/save', p.salesonid, saveBody(p, payAmount))));
      for (const [i, r] of retried.entries()) {
        assert.equal(r.status, 200, JSON.stringify(r.json));
        const earlier = answered.get(placements[i]!.idempotencyKey);
        if (earlier) assert.equal(r.json.orderCode, earlier);
      }
      assert.equal(new Set(retried.map((r) => r.json.orderCode)).size, SHOPPERS);
      assert.equal(await holdsNoHalfOrder(db, itemId, baseline), SHOPPERS);
    }, 180_000);
  });
}
