// API throughput (item list, item detail) on SQLite and on PostgreSQL (a fresh schema, dropped afterwards),
// each compared with the same JSON bytes from the plain static server.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, type WriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareWithStatic, type LoadPlan, type ThroughputRow } from './ssr-throughput.ts';
import { ROOT, startService, stopService, type Service } from './stack.ts';

export type ApiRun = { kind: 'sqlite' | 'postgres'; skipped?: string; startSeconds: number; listPath: string; detailPath: string; rows: ThroughputRow[] };

type PgClient = { connect: () => Promise<void>; query: (sql: string) => Promise<unknown>; end: () => Promise<void> };
const pg = createRequire(path.join(ROOT, 'apps/api/package.json'))('pg') as { Client: new (o: { connectionString: string; connectionTimeoutMillis?: number }) => PgClient };

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

export type ApiOptions = { apiPort: number; staticPort: number; pgUrl: string; plan: LoadPlan; log: WriteStream; logLevel: string; onLine?: (line: string) => void };

/** Starts a fresh API on the given database, then measures list and detail against static JSON of equal size. */
export async function apiThroughput(kind: ApiRun['kind'], o: ApiOptions): Promise<ApiRun> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'shop-bench-api-'));
  let drop: (() => Promise<void>) | undefined;
  const services: Service[] = [];
  try {
    let databaseUrl = `sqlite:${path.join(tmp, 'shop.db')}`;
    if (kind === 'postgres') {
      const opened = await openPostgres(o.pgUrl);
      if ('problem' in opened) return { kind, skipped: opened.problem, startSeconds: 0, listPath: '', detailPath: '', rows: [] };
      databaseUrl = opened.url;
      drop = opened.drop;
    }
    mkdirSync(UPLOAD_DIR, { recursive: true });
    const origin = `http://127.0.0.1:${o.apiPort}`;
    const started = Date.now();
    services.push(
      await startService(
        {
          name: `api-${kind}`,
          args: ['--disable-warning=ExperimentalWarning', 'src/main.ts'],
          cwd: path.join(ROOT, 'apps/api'),
          env: { API_PORT: String(o.apiPort), DATABASE_URL: databaseUrl, LOG_LEVEL: o.logLevel, UPLOAD_DIR },
          health: `${origin}/healthz`,
        },
        o.log,
      ),
    );
    const startSeconds = Math.round((Date.now() - started) / 100) / 10;
    const categories = (await (await fetch(`${origin}/api/category`)).json()) as { list: { url: string }[] };
    const listPath = `/api/item?categoryUrl=${categories.list[0]!.url}&itemsPerPage=24`;
    const list = (await (await fetch(origin + listPath)).json()) as { content: { itemUserCode: string }[] };
    const detailPath = `/api/item/${list.content[0]!.itemUserCode}`;
    const staticDir = path.join(tmp, 'static');
    mkdirSync(staticDir);
    const sizes: Record<string, number> = {};
    for (const [name, p] of [['list', listPath], ['detail', detailPath]] as const) {
      const res = await fetch(origin + p);
      if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      writeFileSync(path.join(staticDir, `${name}.json`), body);
      sizes[name] = body.byteLength;
    }
    services.push(
      await startService({ name: 'static', args: [path.join(import.meta.dirname, 'static-server.ts'), String(o.staticPort), staticDir], cwd: ROOT, env: {}, health: `http://127.0.0.1:${o.staticPort}/healthz` }, o.log),
    );
    const rows: ThroughputRow[] = [];
    for (const [name, p] of [['list', listPath], ['detail', detailPath]] as const) {
      rows.push(await compareWithStatic({ name: `${kind} item ${name}`, url: origin + p, staticUrl: `http://127.0.0.1:${o.staticPort}/${name}.json`, bytes: sizes[name]! }, o.plan, o.onLine));
    }
    return { kind, startSeconds, listPath, detailPath, rows };
  } finally {
    for (const s of services.reverse()) await stopService(s);
    await drop?.();
    rmSync(tmp, { recursive: true, force: true });
  }
}
