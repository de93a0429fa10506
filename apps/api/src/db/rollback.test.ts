import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { openDatabase } from './dialect.ts';

// SQLite ends a transaction itself on SQLITE_FULL and SQLITE_IOERR; the rollback Kysely sends afterwards failed
// with "cannot rollback - no transaction is active" and replaced the first error (109 such lines for 3
// naming "database or disk is full"). The first error must reach the caller.
it('a rollback the engine made unnecessary never hides the error that caused it (SQLite)', async () => {
  const handle = openDatabase({ kind: 'sqlite', file: ':memory:' });
  try {
    const first = Object.assign(new Error('database or disk is full'), { errcode: 13 });
    await assert.rejects(
      handle.db.transaction().execute(async (trx) => {
        await sql`create table t (a integer)`.execute(trx);
        await sql`rollback`.execute(trx); // what SQLite does on its own after SQLITE_FULL
        throw first;
      }),
      (error) => error === first,
    );
    // The connection is usable afterwards.
    assert.deepEqual((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows.map((r) => ({ ...r })), [{ one: 1 }]);
  } finally {
    await handle.destroy();
  }
});
