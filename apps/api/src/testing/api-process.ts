import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropTestSchema, TEST_UPLOAD_DIR } from './test-server.ts';

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A fresh database for a real API process: a SQLite file or a PostgreSQL schema, and how to remove it. */
export type ProcessDatabase = { url: string; sql: (text: string, values?: (string | number)[]) => Promise<Record<string, unknown>[]>; drop: () => Promise<void> };

export async function freshDatabase(kind: 'sqlite' | 'postgres', pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'): Promise<ProcessDatabase> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'shop-api-process-'));
    const file = join(dir, 'shop.db');
    const { DatabaseSync } = await import('node:sqlite');
    return {
      url: `sqlite:${file}`,
      sql: async (text, values = []) => {
        const db = new DatabaseSync(file);
        try {
          db.exec('PRAGMA busy_timeout = 5000');
          const statement = db.prepare(text.replace(/\$\d+/g, '?'));
          if (/^\s*select/i.test(text)) return statement.all(...values) as Record<string, unknown>[];
          statement.run(...values);
          return [];
        } finally {
          db.close();
        }
      },
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const schema = `api_proc_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.query(`set search_path to ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    sql: async (text, values = []) => (await admin.query(text, values)).rows as Record<string, unknown>[],
    drop: () => dropTestSchema(admin, schema),
  };
}

/** The API as its own process (`node src/main.ts`), as it runs in production. */
export type ApiProcess = { origin: string; child: ChildProcess; kill: (signal?: NodeJS.Signals) => Promise<void> };

export async function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'src/main.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, API_PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', UPLOAD_DIR: TEST_UPLOAD_DIR, ORDER_EXPIRY_INTERVAL_MS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting`);
    if (await fetch(`${origin}/healthz`).then((r) => r.ok).catch(() => false)) {
      return { origin, child, kill: async (signal = 'SIGKILL') => { if (child.exitCode === null && child.signalCode === null) child.kill(signal); await exited; } };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not become healthy within 60 s');
}
