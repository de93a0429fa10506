import assert from 'node:assert/strict';
import { openDatabase } from './dialect.ts';
import { sharedRead, SHARED_READ_TTL_MS } from './shared-read.ts';

describe('sharedRead', () => {
  const first = openDatabase({ kind: 'sqlite', file: ':memory:' });
  const second = openDatabase({ kind: 'sqlite', file: ':memory:' });
  afterAll(async () => {
    await first.destroy();
    await second.destroy();
  });

  it('reads once per time window per database, and callers at the same moment share the read', async () => {
    let reads = 0;
    const read = sharedRead(async () => ({ read: ++reads }));
    let now = 1_000_000;
    const clock = () => now;
    const [a, b] = await Promise.all([read(first.db, clock), read(first.db, clock)]);
    assert.equal(a, b);
    assert.equal(reads, 1);
    now += SHARED_READ_TTL_MS - 1;
    assert.equal(await read(first.db, clock), a);
    assert.deepEqual(await read(second.db, clock), { read: 2 }, 'another database has its own read');
    now += 1;
    assert.deepEqual(await read(first.db, clock), { read: 3 });
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const read = sharedRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database busy');
      return 'ok';
    });
    const clock = () => 5;
    await assert.rejects(read(first.db, clock), /database busy/);
    assert.equal(await read(first.db, clock), 'ok');
  });
});
