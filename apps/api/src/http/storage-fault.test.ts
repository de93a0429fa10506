import assert from 'node:assert/strict';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { isNoActiveTransaction, storageFault } from './storage-fault.ts';

const sqlite = (message: string, errcode: number) => Object.assign(new Error(message), { errcode, code: 'ERR_SQLITE_ERROR' });
const pgError = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('storageFault', () => {
  it('names SQLite full, read-only and I/O errors, extended codes included', () => {
    assert.equal(storageFault(sqlite('database or disk is full', 13)), 'disk full');
    assert.equal(storageFault(sqlite('attempt to write a readonly database', 8)), 'read-only');
    assert.equal(storageFault(sqlite('attempt to write a readonly database', 1032)), 'read-only'); // SQLITE_READONLY_DBMOVED
    assert.equal(storageFault(sqlite('disk I/O error', 778)), 'I/O error'); // SQLITE_IOERR_WRITE
    assert.equal(storageFault(sqlite('disk I/O error', 4874)), 'I/O error'); // SQLITE_IOERR_SHMSIZE
  });

  it('names PostgreSQL disk full, out of memory, I/O error and read-only transactions, and ENOSPC/EROFS', () => {
    assert.equal(storageFault(pgError('could not extend file "base/1/2": No space left on device', '53100')), 'disk full');
    assert.equal(storageFault(pgError('out of memory', '53200')), 'out of memory');
    assert.equal(storageFault(pgError('could not write block', '58030')), 'I/O error');
    assert.equal(storageFault(pgError('cannot execute INSERT in a read-only transaction', '25006')), 'read-only');
    assert.equal(storageFault(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })), 'disk full');
    assert.equal(storageFault(Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' })), 'read-only');
  });

  it('leaves other errors alone (and a busy database to isDatabaseUnavailable)', () => {
    assert.equal(storageFault(sqlite('UNIQUE constraint failed: members.login_id', 2067)), undefined);
    assert.equal(storageFault(sqlite('database is locked', 5)), undefined);
    assert.equal(isDatabaseUnavailable(sqlite('database or disk is full', 13)), false);
    assert.equal(storageFault(pgError('duplicate key value', '23505')), undefined);
    assert.equal(storageFault(new TypeError('x')), undefined);
    assert.equal(storageFault(null), undefined);
  });

  it('recognises the rollback SQLite refuses after it ended the transaction itself', () => {
    assert.equal(isNoActiveTransaction(new Error('cannot rollback - no transaction is active')), true);
    assert.equal(isNoActiveTransaction(new Error('disk I/O error')), false);
  });
});
