// API throughput (item list, item detail) on SQLite and on PostgreSQL (a fresh schema, dropped afterwards),
// each compared with the same JSON bytes from the plain static server.
import { mkdirSync, writeFileSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { startApi } from './api-service.ts';
import { compareWithStatic, type LoadPlan, type ThroughputRow } from './ssr-throughput.ts';
import { ROOT, startService, stopService, type Service } from './stack.ts';

export type ApiRun = { kind: 'sqlite' | 'postgres'; skipped?: string; startSeconds: number; listPath: string; detailPath: string; rows: ThroughputRow[] };

export type ApiOptions = { apiPort: number; staticPort: number; pgUrl: string; plan: LoadPlan; log: WriteStream; logLevel: string; onLine?: (line: string) => void };

/** Starts a fresh API on the given database, then measures list and detail against static JSON of equal size. */
export async function apiThroughput(kind: ApiRun['kind'], o: ApiOptions): Promise<ApiRun> {
  const api = await startApi(kind, { apiPort: o.apiPort, pgUrl: o.pgUrl, log: o.log, logLevel: o.logLevel });
  if ('skipped' in api) return { kind, skipped: api.skipped, startSeconds: 0, listPath: '', detailPath: '', rows: [] };
  const services: Service[] = [];
  try {
    const { origin, startSeconds, tmp } = api;
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
    await api.stop();
  }
}
