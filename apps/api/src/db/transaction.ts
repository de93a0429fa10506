import type { Transaction } from 'kysely';
import type { DatabaseHandle } from './dialect.ts';
import type { Database } from './schema.ts';

/**
 * Runs `work` in a write transaction: BEGIN IMMEDIATE on SQLite (the write lock is taken up front,
 * so two writers never deadlock on a lock upgrade), a plain transaction on PostgreSQL, where
 * conditional UPDATEs re-check their WHERE clause against the committed row.
 */
export function writeTransaction<T>(handle: DatabaseHandle, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return handle.db.transaction().execute(work);
}
