import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from './sqlite-adapter.ts';

describe('openSqlite', () => {
  it('reuses prepared statements and still reads what was written since', () => {
    const db = openSqlite(':memory:');
    db.prepare('create table t (id integer primary key, name text)').run([]);
    const insert = db.prepare('insert into t (name) values (?)');
    assert.equal(insert.reader, false);
    insert.run(['a']);
    const select = db.prepare('select id, name from t order by id');
    assert.equal(select.reader, true);
    assert.deepEqual(select.all([]), [{ id: 1, name: 'a' }]);
    db.prepare('insert into t (name) values (?)').run(['b']);
    assert.equal(db.prepare('select id, name from t order by id'), select, 'same SQL, same statement');
    assert.deepEqual(select.all([]), [{ id: 1, name: 'a' }, { id: 2, name: 'b' }]);
    db.close();
  });

  it('keeps working past the cache size, preparing dropped statements again', () => {
    const db = openSqlite(':memory:', 4);
    for (let round = 0; round < 3; round += 1) {
      for (let n = 0; n < 10; n += 1) assert.deepEqual(db.prepare(`select ${n} as n`).all([]), [{ n }]);
    }
    db.close();
  });

  it('sees a table changed through this connection or another one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sqlite-adapter-'));
    try {
      const file = join(dir, 'test.db');
      const db = openSqlite(file);
      db.prepare('create table t (a integer)').run([]);
      db.prepare('insert into t (a) values (1)').run([]);
      assert.deepEqual(db.prepare('select * from t').all([]), [{ a: 1 }]);
      db.prepare('alter table t rename column a to x').run([]);
      assert.deepEqual(db.prepare('select * from t').all([]), [{ x: 1 }]);
      const other = openSqlite(file);
      other.prepare('alter table t rename column x to y').run([]);
      other.prepare('alter table t add column b text').run([]);
      other.close();
      assert.deepEqual(db.prepare('select * from t').all([]), [{ y: 1, b: null }]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds rows as node:sqlite does: column order, a repeated name keeps its last value, iterate too', () => {
    const db = openSqlite(':memory:');
    const stmt = db.prepare('select 1 as a, ? as b, 3 as a');
    assert.deepEqual(Object.entries(stmt.all(['x'])[0] as object), [['a', 3], ['b', 'x']]);
    assert.deepEqual([...stmt.iterate(['y'])], [{ a: 3, b: 'y' }]);
    assert.deepEqual(db.prepare(`select ? as "odd ""name"" '\\"`).all([true]), [{ [`odd "name" '\\`]: 1 }]);
    db.close();
  });
});
