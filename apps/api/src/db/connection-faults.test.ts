import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freshDatabase, startApiProcess, type ApiProcess, type ProcessDatabase } from '../testing/api-process.ts';
import { describeWithPostgres } from '../testing/postgres-probe.ts';

// Database faults under a real API process: PostgreSQL connections dropped and restored, SQLite busy.
// Whatever fails in the moment is a 503 with Retry-After, never a 500, and the next requests succeed.

async function itemCode(origin: string): Promise<string> {
  const list = (await (await fetch(`${origin}/api/item?itemsPerPage=1`)).json()) as { content: { itemUserCode: string }[] };
  return list.content[0]!.itemUserCode;
}

describeWithPostgres('postgres: connections dropped and restored', () => {
  let db: ProcessDatabase | undefined;
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.kill();
    await db?.drop();
  });

  it('answers 200 or 503 while its connections are terminated three times, and 200 again right after', async () => {
    db = await freshDatabase('postgres');
    const appName = `shop_api_fault_${randomUUID().slice(0, 8)}`;
    const url = new URL(db.url);
    url.searchParams.set('application_name', appName);
    api = await startApiProcess(url.toString());
    const code = await itemCode(api.origin);
    const [plain] = await db.sql(`select id from items where item_option_type is null and item_type = '1' and sold_out_flag = 'N' and order_min_quantity = 1 order by id limit 1`);
    const line = `${Number(plain!.id)}||1||`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test' });
    await admin.connect();
    const statuses = new Map<number | string, number>();
    let stop = false;
    // Reads and writes (cart lines, in a transaction) side by side; a request that hangs or finds no server is counted too.
    const load = Promise.all(Array.from({ length: 8 }, async (_, i) => {
      while (!stop) {
        const init: RequestInit = i % 2 ? {} : {
          method: 'POST', headers: { 'content-type': 'application/json', salesonid: randomUUID() }, body: JSON.stringify({ arrayRequiredItems: [line] }),
        };
        const status = await fetch(i % 2 ? `${api!.origin}/api/item/${code}` : `${api!.origin}/api/cart/add`, { ...init, signal: AbortSignal.timeout(10_000) })
          .then(async (res) => {
            await res.arrayBuffer();
            if (res.status === 503 && res.headers.get('retry-after') !== '1') return '503 without Retry-After';
            return res.status;
          })
          .catch((error: unknown) => (error instanceof Error ? error.name : 'error'));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }));
    let terminated = 0;
    try {
      for (let round = 0; round < 3; round += 1) {
        await new Promise((r) => setTimeout(r, 700));
        const { rows } = await admin.query('select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = $1', [appName]);
        terminated += rows.length;
      }
      await new Promise((r) => setTimeout(r, 700));
    } finally {
      stop = true;
      await load;
      await admin.end();
    }
    console.log(`terminated ${terminated} connections in 3 rounds; answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
    assert.ok(terminated > 0, 'no connection of the API was found to terminate');
    for (const status of statuses.keys()) assert.ok(status === 200 || status === 503, `answered ${status}`);
    assert.ok((statuses.get(200) ?? 0) > 0);
    // Restored: the pool has replaced every connection.
    for (let i = 0; i < 10; i += 1) assert.equal((await fetch(`${api.origin}/api/item/${code}`)).status, 200);
  }, 120_000);
});

describe('sqlite: busy while another process holds the write lock', () => {
  let db: ProcessDatabase | undefined;
  let api: ApiProcess | undefined;
  afterAll(async () => {
    await api?.kill();
    await db?.drop();
  });

  it('answers a write that cannot get the lock within 5 s with 503, and writes again once the lock is gone', async () => {
    db = await freshDatabase('sqlite');
    api = await startApiProcess(db.url);
    const [plain] = await db.sql(`select id from items where item_option_type is null and item_type = '1' and sold_out_flag = 'N' and order_min_quantity = 1 order by id limit 1`);
    const add = () => fetch(`${api!.origin}/api/cart/add`, {
      method: 'POST', headers: { 'content-type': 'application/json', salesonid: randomUUID() }, body: JSON.stringify({ arrayRequiredItems: [`${Number(plain!.id)}||1||`] }),
    });
    assert.equal((await add()).status, 200);
    const { DatabaseSync } = await import('node:sqlite');
    const other = new DatabaseSync(db.url.slice('sqlite:'.length));
    other.exec('BEGIN IMMEDIATE');
    const started = Date.now();
    const busy = await add();
    const waited = Date.now() - started;
    other.exec('ROLLBACK');
    other.close();
    assert.equal(busy.status, 503);
    assert.equal(busy.headers.get('retry-after'), '1');
    assert.equal(((await busy.json()) as { code: string }).code, 'DATABASE_UNAVAILABLE');
    assert.ok(waited >= 4500, `gave up after ${waited} ms`);
    assert.equal((await add()).status, 200);
  }, 120_000);
});
