import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  PostgresDriver,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import type { DatabaseConfig } from '../config/env.ts';
import { FastCamelCasePlugin } from './camel-case.ts';
import type { Database } from './schema.ts';
import { openSqlite } from './sqlite-adapter.ts';
import { isNoActiveTransaction } from '../http/storage-fault.ts';

/** SQLite driver whose transactions take the write lock up front (BEGIN IMMEDIATE). */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * SQLite ends a transaction itself on SQLITE_FULL and SQLITE_IOERR; Kysely's rollback then failed with "cannot
   * rollback - no transaction is active" and that error replaced the first one (the disk full), so every such write
   * was a 500 naming the wrong cause. That rollback is done already; any other failed rollback is logged and the
   * first error still reaches the caller.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } catch (error) {
      if (!isNoActiveTransaction(error)) console.error(`SQLite rollback failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #file: string;
  constructor(file: string) {
    super({ database: async () => openSqlite(file) });
    this.#file = file;
  }

  override createDriver(): Driver {
    const file = this.#file;
    return new ImmediateSqliteDriver({ database: async () => openSqlite(file) });
  }
}

/** PostgreSQL driver whose failed rollback (a connection lost meanwhile) never replaces the error that caused it. */
class SafeRollbackPostgresDriver extends PostgresDriver {
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection as Parameters<PostgresDriver["rollbackTransaction"]>[0]);
    } catch (error) {
      console.error(`PostgreSQL rollback failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

class SafeRollbackPostgresDialect extends PostgresDialect {
  readonly #pool: pg.Pool;
  constructor(pool: pg.Pool) {
    super({ pool });
    this.#pool = pool;
  }

  override createDriver(): Driver {
    return new SafeRollbackPostgresDriver({ pool: this.#pool });
  }
}

export type DatabaseKind = DatabaseConfig['kind'];

/** An open database: the Kysely instance plus which engine is behind it. */
export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  destroy: () => Promise<void>;
};

/** Opens SQLite (creating the folder of the file) or a PostgreSQL pool. */
export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  const plugins = [new FastCamelCasePlugin()];
  if (config.kind === 'sqlite') {
    if (config.file !== ':memory:') mkdirSync(dirname(config.file), { recursive: true });
    const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(config.file), plugins });
    return { db, kind: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  // An idle client can lose its connection; the pool replaces it, so report and go on.
  pool.on('error', (error) => console.error(`PostgreSQL pool error: ${error.message}`));
  // A client checked out (inside a transaction, between two queries) has no pool listener: a connection terminated
  // then (server restart, failover, pg_terminate_backend) emitted an unhandled 'error' and crashed the process. The
  // query in flight fails on its own (a 503 to the client) and the pool drops the broken client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  });
  const db = new Kysely<Database>({ dialect: new SafeRollbackPostgresDialect(pool), plugins });
  return { db, kind: 'postgres', destroy: () => db.destroy() };
}
