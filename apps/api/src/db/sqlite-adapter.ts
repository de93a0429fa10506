import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

function toBinding(value: unknown): SQLInputValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`Cannot bind a value of type ${typeof value} to a SQLite statement`);
}

function bindings(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toBinding);
}

/**
 * Opens a SQLite file with Node's built-in `node:sqlite` and exposes the small
 * better-sqlite3-like surface Kysely's SqliteDialect needs. WAL and foreign keys are on.
 */
export function openSqlite(file: string): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA synchronous = NORMAL');
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = db.prepare(sql);
      return {
        reader: stmt.columns().length > 0,
        all: (parameters) => stmt.all(...bindings(parameters)),
        run(parameters) {
          const { changes, lastInsertRowid } = stmt.run(...bindings(parameters));
          return { changes, lastInsertRowid };
        },
        iterate: (parameters) => stmt.iterate(...bindings(parameters)),
      };
    },
  };
}
