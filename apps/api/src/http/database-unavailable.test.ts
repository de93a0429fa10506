import assert from 'node:assert/strict';
import { isDatabaseUnavailable } from './database-unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('recognises dropped and refused PostgreSQL connections and a busy SQLite', () => {
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })), true);
    assert.equal(isDatabaseUnavailable(new Error('Connection terminated unexpectedly')), true);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })), true);
    assert.equal(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect')), true);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('database is locked'), { errcode: 5 })), true);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('locked'), { errcode: 517 })), true); // SQLITE_BUSY_SNAPSHOT
  });

  it('leaves real failures alone: constraint violations, syntax errors, programming errors', () => {
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })), false);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('syntax error at or near'), { code: '42601' })), false);
    assert.equal(isDatabaseUnavailable(Object.assign(new Error('CHECK constraint failed'), { errcode: 275 })), false);
    assert.equal(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')")), false);
    assert.equal(isDatabaseUnavailable(null), false);
  });
});
