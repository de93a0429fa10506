import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../config/env.ts';

/**
 * A seeded database per kind, made once per Jest run (global-setup.ts) and copied for each suite: migrating and
 * seeding the demo catalogue cost about 2 s of CPU per suite and database, for 64 suites on SQLite and PostgreSQL
 * (most of the API run's CPU). A copy holds exactly what a fresh seed writes. The seed itself stays tested where it
 * is the subject (src/seed/*.test.ts seed their own databases).
 */
/** The PostgreSQL the API's tests use (a fresh database or schema each). */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Pictures are the slow part of seeding; every test run on this machine shares one folder of them. */
export const TEST_UPLOAD_DIR = join(tmpdir(), 'shop-api-test-upload');

/** Why PostgreSQL at `url` cannot be used, or undefined when it answers. */
export async function probePostgres(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined); // the probe already failed or succeeded; closing is best effort
  }
}

export const TEMPLATE_ENV = { sqlite: 'SHOP_API_TEST_SQLITE_TEMPLATE', postgres: 'SHOP_API_TEST_PG_TEMPLATE' } as const;

/** The URL of database `name` on the server of `url` (no search_path: a copied database keeps its tables in public). */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  next.searchParams.delete('options');
  return next.toString();
}

/** A fresh, unused database name for this run (lower case: PostgreSQL folds unquoted names). */
export function testDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Runs `work` on an admin connection to the server's default database. */
export async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops a test database, closing any connection a suite left open. */
export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/** A new SQLite folder for a template (its `shop.db`), removed by `rm`. */
export async function sqliteTemplateTarget(): Promise<{ database: DatabaseConfig; file: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-api-template-'));
  const file = join(dir, 'shop.db');
  return { database: { kind: 'sqlite', file }, file };
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
