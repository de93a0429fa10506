import { DatabaseSync, type SQLInputValue, type SQLOutputValue, type StatementSync } from 'node:sqlite';
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

/** How many prepared statements one connection keeps (the least recently used one is dropped first). */
export const STATEMENT_CACHE_SIZE = 256;

type Row = Record<string, SQLOutputValue>;
type RowBuilder = (values: SQLOutputValue[]) => Row;

/**
 * Turns a row read as an array into an object keyed by column name, in column order, a repeated name keeping its
 * last value (as node:sqlite's own objects). The function is generated per statement so every row of it is one
 * object literal of one shape; names are embedded with JSON.stringify, so they cannot break out of the string.
 */
function rowBuilder(names: readonly string[]): RowBuilder {
  return new Function('v', `return {${names.map((n, i) => `${JSON.stringify(n)}: v[${i}]`).join(',')}};`) as RowBuilder;
}

function wrap(stmt: StatementSync): SqliteStatement {
  // node:sqlite reads rows as arrays much faster than as objects; the objects are built here instead.
  stmt.setReturnArrays(true);
  const names = stmt.columns().map((c) => c.name);
  const toRow = rowBuilder(names);
  return {
    reader: names.length > 0,
    all: (parameters) => (stmt.all(...bindings(parameters)) as unknown as SQLOutputValue[][]).map(toRow),
    run(parameters) {
      const { changes, lastInsertRowid } = stmt.run(...bindings(parameters));
      return { changes, lastInsertRowid };
    },
    *iterate(parameters) {
      for (const values of stmt.iterate(...bindings(parameters))) yield toRow(values as unknown as SQLOutputValue[]);
    },
  };
}

/**
 * Opens a SQLite file with Node's built-in `node:sqlite` and exposes the small
 * better-sqlite3-like surface Kysely's SqliteDialect needs. WAL and foreign keys are on.
 *
 * Kysely prepares every query it runs; preparing costs more than running the small queries of this API, so
 * statements are kept per SQL text, up to `cacheSize`. Kysely runs one query at a time on its single SQLite
 * connection, so a kept statement is never in use twice. A kept statement knows its column names from when it was
 * prepared, so all are dropped whenever the schema version moves (a change through this connection or another;
 * reading the version costs about 5 µs, a small fraction of preparing a list query).
 */
export function openSqlite(file: string, cacheSize = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('PRAGMA synchronous = NORMAL');
  const statements = new Map<string, SqliteStatement>();
  const schemaVersion = db.prepare('PRAGMA schema_version');
  schemaVersion.setReturnArrays(true);
  const readSchemaVersion = () => (schemaVersion.get() as unknown as [number])[0];
  // Running any statement on a table makes SQLite notice a newer schema and load it before the next prepare.
  const loadSchema = db.prepare('SELECT 1 FROM sqlite_schema LIMIT 0');
  let knownSchema = readSchemaVersion();
  return {
    close: () => {
      statements.clear();
      db.close();
    },
    prepare(sql: string): SqliteStatement {
      const schema = readSchemaVersion();
      if (schema !== knownSchema) {
        statements.clear();
        loadSchema.all();
        knownSchema = schema;
      }
      let stmt = statements.get(sql);
      if (stmt) {
        // Map keeps insertion order: move the hit to the end so the oldest entry is the least recently used.
        statements.delete(sql);
      } else {
        stmt = wrap(db.prepare(sql));
        if (statements.size >= cacheSize) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, stmt);
      return stmt;
    },
  };
}
