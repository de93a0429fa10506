// A fresh API process on SQLite (a temporary file) or PostgreSQL (a fresh schema, dropped afterwards), shared by the
// API throughput and the order-placement sections.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, startService, stopService, type Service } from './stack.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export type PgClient = { connect: () => Promise<void>; query: (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>; end: () => Promise<void> };
export const pg = createRequire(path.join(ROOT, 'apps/api/package.json'))('pg') as { Client: new (o: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient };

/** Pictures are written once per machine by the seed; every suite run shares them. */
const UPLOAD_DIR = path.join(tmpdir(), 'shop-bench-upload');

async function openPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> } | { problem: string }> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { problem: `cannot reach ${url.replace(/\/\/[^@/]*@/, '//***@')}: ${error instanceof Error ? error.message : String(error)}` };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: withSchema.toString(),
    drop: async () => {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

export type ApiService = {
  kind: DatabaseKind;
  origin: string;
  /** DATABASE_URL the API runs on (`sqlite:<file>` or a PostgreSQL URL with its schema). */
  databaseUrl: string;
  /** Seconds from spawn to a healthy /healthz (migrations and the demo seed included). */
  startSeconds: number;
  /** A scratch folder removed by `stop`. */
  tmp: string;
  stop: () => Promise<void>;
};

export type ApiServiceOptions = { apiPort: number; pgUrl: string; log: WriteStream; logLevel: string; env?: Record<string, string> };

/** Starts the API on a fresh database of `kind`; `{ skipped }` when PostgreSQL cannot be reached. */
export async function startApi(kind: DatabaseKind, o: ApiServiceOptions): Promise<ApiService | { skipped: string }> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'shop-bench-api-'));
  let drop: (() => Promise<void>) | undefined;
  let service: Service | undefined;
  const stop = async () => {
    if (service) await stopService(service);
    await drop?.();
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    let databaseUrl = `sqlite:${path.join(tmp, 'shop.db')}`;
    if (kind === 'postgres') {
      const opened = await openPostgres(o.pgUrl);
      if ('problem' in opened) {
        rmSync(tmp, { recursive: true, force: true });
        return { skipped: opened.problem };
      }
      databaseUrl = opened.url;
      drop = opened.drop;
    }
    mkdirSync(UPLOAD_DIR, { recursive: true });
    const origin = `http://127.0.0.1:${o.apiPort}`;
    const started = Date.now();
    service = await startService(
      {
        name: `api-${kind}`,
        args: ['--disable-warning=ExperimentalWarning', 'src/main.ts'],
        cwd: path.join(ROOT, 'apps/api'),
        env: { API_PORT: String(o.apiPort), DATABASE_URL: databaseUrl, LOG_LEVEL: o.logLevel, UPLOAD_DIR, ...o.env },
        health: `${origin}/healthz`,
      },
      o.log,
    );
    const startSeconds = Math.round((Date.now() - started) / 100) / 10;
    return { kind, origin, databaseUrl, startSeconds, tmp, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs one SQL statement with parameters against the API's database (bench setup only, never during a timed run). */
export async function runSql(databaseUrl: string, sql: string, values: (string | number)[] = []): Promise<Record<string, unknown>[]> {
  if (databaseUrl.startsWith('sqlite:')) {
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(databaseUrl.slice('sqlite:'.length));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      const statement = db.prepare(sql.replace(/\$\d+/g, '?'));
      return /^\s*select/i.test(sql) ? (statement.all(...values) as Record<string, unknown>[]) : (statement.run(...values), []);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}
