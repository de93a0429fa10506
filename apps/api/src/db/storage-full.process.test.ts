import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, openSync, rmSync, rmdirSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, startApiProcess, type ApiProcess, type ProcessDatabase } from '../testing/api-process.ts';
import { describeWithPostgres } from '../testing/postgres-probe.ts';

// The SQLite file on a full filesystem. A small tmpfs is mounted for the test (root only; reported as skipped
// otherwise), the API process runs its database there, a filler file takes the rest of the space, and writes go on
// meanwhile. Every answer is 2xx/4xx or 503 STORAGE_UNAVAILABLE with Retry-After and the Korean message (never a
// 500), the database passes integrity_check, and writes succeed again once the filler is gone.

const MOUNT_SIZE = '48m';

/** Mounting a tmpfs needs root: decided before the suite is defined, so that Jest reports the suite as skipped. */
const describeAsRoot = process.getuid?.() === 0 ? describe : describe.skip;

/** Writes zeros into `file` until the filesystem is full. */
function fill(file: string): number {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(256 * 1024);
  let written = 0;
  try {
    for (;;) written += writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    // Fill the last partial chunk too.
    try {
      for (;;) written += writeSync(fd, Buffer.alloc(4096));
    } catch {
      // full
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

describeAsRoot('SQLite on a full filesystem (needs root)', () => {
  let dir = '';
  let api: ApiProcess | undefined;
  let file = '';
  let filler = '';

  beforeAll(async () => {
    // Mounted here, not when the suite is defined: a filtered run (--test-name-pattern) runs no hooks of a skipped suite.
    dir = mkdtempSync(join(tmpdir(), 'shop-api-full-'));
    file = join(dir, 'shop.db');
    filler = join(dir, 'filler');
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${MOUNT_SIZE}`, 'tmpfs', dir], { stdio: 'ignore' });
    api = await startApiProcess(`sqlite:${file}`);
  });
  afterAll(async () => {
    await api?.kill();
    if (!dir) return;
    try {
      execFileSync('umount', [dir], { stdio: 'ignore' });
    } catch {
      // not mounted
    }
    rmSync(dir, { recursive: true, force: true });
    try {
      rmdirSync(dir);
    } catch {
      // gone
    }
  });

  it('answers 503 STORAGE_UNAVAILABLE (never 500) while full, stays intact, and writes again when space returns', async () => {
    if (!api) throw new Error('the API process did not start');
    const origin = api.origin;
    const login = await fetch(`${origin}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'demo02', password: 'Demo!2345678' }) });
    const member = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    // The writes after space returns save an address for another member: demo02 may reach the 20-address limit while
    // the disk fills slowly (a 400 then, as it should be).
    const login2 = await fetch(`${origin}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'demo01', password: 'Demo!2345678' }) });
    const member2 = { authorization: `Bearer ${((await login2.json()) as { token: string }).token}` };
    const { DatabaseSync } = await import('node:sqlite');
    const reader = new DatabaseSync(file, { readOnly: true });
    const plain = reader.prepare(`select id from items where item_option_type is null and item_type = '1' and stock_quantity >= 100 and order_min_quantity = 1
      and nonmember_order_type = '1' and sold_out_flag = 'N' order by id limit 1`).get() as { id: number };
    reader.close();
    const writes = (i: number, who = member): [string, RequestInit][] => [
      ['/api/cart/add', { method: 'POST', headers: { 'content-type': 'application/json', salesonid: randomUUID() }, body: JSON.stringify({ arrayRequiredItems: [`${plain.id}||1||`] }) }],
      ['/api/visit/pv', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ visitorId: randomUUID(), uri: `/items/${i}?${'x'.repeat(500)}` }) }],
      ['/api/shipping', {
        method: 'POST', headers: { ...who, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `집${i}`, userName: '홍길동', mobile: '01012345678', zipcode: '06236', address: '서울 '.repeat(30), addressDetail: `${i}호` }),
      }],
      ['/api/auth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'demo01', password: 'Demo!2345678' }) }],
    ];
    const filled = fill(filler);
    const statuses = new Map<number, number>();
    const wrong: string[] = [];
    for (let round = 0; round < 60; round += 1) {
      const answers = await Promise.all(writes(round).map(async ([path, init]) => {
        const response = await fetch(`${origin}${path}`, init);
        return { path, response, body: await response.text() };
      }));
      for (const { path, response, body } of answers) {
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503) {
          const parsed = JSON.parse(body) as { code: string; message: string };
          if (parsed.code !== 'STORAGE_UNAVAILABLE' || response.headers.get('retry-after') !== '30' || !/[가-힣]/.test(parsed.message)) wrong.push(`${path}: 503 ${body}`);
        } else if (response.status >= 500) wrong.push(`${path}: ${response.status} ${body.slice(0, 200)}`);
      }
    }
    console.log(`filler ${Math.round(filled / 1024)} KB; answers while full: ${JSON.stringify(Object.fromEntries(statuses))}`);
    assert.deepEqual(wrong, []);
    assert.ok((statuses.get(503) ?? 0) > 0, 'the disk was never full for the database');
    assert.equal(api.child.exitCode, null, 'the API process exited');
    // Reads still answer.
    assert.equal((await fetch(`${origin}/api/category`)).status, 200);

    // Space returns: writes go through again, and the file is intact.
    rmSync(filler);
    for (const [path, init] of writes(1000, member2)) {
      const response = await fetch(`${origin}${path}`, init);
      assert.ok(response.status < 300, `${path} after space returned: ${response.status} ${await response.text()}`);
    }
    const db = new DatabaseSync(file);
    try {
      assert.deepEqual(db.prepare('PRAGMA integrity_check').all().map((row) => ({ ...row })), [{ integrity_check: 'ok' }]);
    } finally {
      db.close();
    }
  });
});

// PostgreSQL's read-only class (25006: a standby after failover, or default_transaction_read_only): the schema is
// made and seeded by one API process, then a second one runs on it with every transaction read-only.
describeWithPostgres('PostgreSQL read-only', () => {
  let db: ProcessDatabase | undefined;
  let api: ApiProcess | undefined;
  beforeAll(async () => {
    db = await freshDatabase('postgres');
    const seeding = await startApiProcess(db.url);
    await seeding.kill('SIGTERM');
    const url = new URL(db.url);
    url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} -c default_transaction_read_only=on`);
    api = await startApiProcess(url.toString());
  });
  afterAll(async () => {
    await api?.kill();
    await db?.drop();
  });

  it('answers writes 503 STORAGE_UNAVAILABLE with Retry-After, reads 200', async () => {
    if (!api) throw new Error('the API process did not start');
    const pv = await fetch(`${api.origin}/api/visit/pv`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ visitorId: randomUUID(), uri: '/' }) });
    const login = await fetch(`${api.origin}/api/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginId: 'demo01', password: 'Demo!2345678' }) });
    for (const response of [pv, login]) {
      assert.equal(response.status, 503);
      assert.equal(response.headers.get('retry-after'), '30');
      assert.equal(((await response.json()) as { code: string }).code, 'STORAGE_UNAVAILABLE');
    }
    assert.equal((await fetch(`${api.origin}/api/category`)).status, 200);
  });
});
