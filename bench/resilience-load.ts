// Bounded load test on loopback: SSR requests at fixed concurrency while one remote is redeployed repeatedly
// and another is stopped and restarted (made unavailable through the e2e stack's fault switch).
//   node bench/resilience-load.ts [--requests 2000] [--concurrency 16] [--deploys 10] [--down-ms 3000] [--port 3400]
// While company-cs is down, its pages and the others are counted apart (`duringDown`): the remote down during load.
// Prints a summary and writes bench/results/resilience.json. Exits non-zero on any 5xx or missing footer.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { requests: { type: 'string', default: '2000' }, concurrency: { type: 'string', default: '16' }, deploys: { type: 'string', default: '10' }, port: { type: 'string', default: '3400' }, 'down-ms': { type: 'string', default: '3000' } } });
const DOWN_MS = Number(values['down-ms']);
const TOTAL = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const DEPLOYS = Number(values.deploys);
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
const FOOTER = '사업자등록번호: 214-86-12341';
const DEADLINE = Date.now() + 10 * 60_000;

const stack = spawn(process.execPath, [path.join(root, 'scripts/e2e-stack.ts')], { env: { ...process.env, E2E_PORT: String(PORT) }, stdio: 'ignore', detached: true });
const stopStack = () => {
  try {
    process.kill(-stack.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopStack);

async function waitHealthy(): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    if (await fetch(`${BASE}/healthz`).then((r) => r.ok).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('stack did not start');
}

await waitHealthy();
const items = (await (await fetch(`${BASE}/api/item?itemsPerPage=20`)).json()) as { content: { itemUserCode: string }[] };
const categories = (await (await fetch(`${BASE}/api/category`)).json()) as { list: { url: string }[] };
const paths = ['/', '/company/about', '/terms/terms-of-service', '/cart', ...categories.list.slice(0, 4).map((c) => `/categories/${c.url}`), ...items.content.slice(0, 8).map((i) => `/items/${i.itemUserCode}`)];
for (const p of paths) await fetch(`${BASE}${p}`).then((r) => r.text());

const statuses = new Map<number, number>();
/** Pages of the remote that is made unavailable (company-cs: /company, /terms). */
const isDownRemotePage = (p: string) => p.startsWith('/company') || p.startsWith('/terms');
/** Answers whose request started while company-cs was down: its own pages and all others, by status. */
const duringDown = { remotePages: {} as Record<number, number>, otherPages: {} as Record<number, number> };
let remoteDown = false;
const latencies: number[] = [];
let missingFooter = 0;
let chaosDone = false;
/** Requests that got no complete answer: where, when and why. */
const failures: { path: string; ms: number; at: string; error: string }[] = [];
let sent = 0;
async function worker(): Promise<void> {
  // At least TOTAL requests, and the load keeps going until every deploy and stop of the chaos is done.
  while ((sent < TOTAL || !chaosDone) && Date.now() < DEADLINE) {
    const p = paths[sent % paths.length]!;
    sent += 1;
    const started = performance.now();
    const startedDown = remoteDown;
    // A request that fails or times out anywhere (headers or body) counts as status 0: a failure, never a crash.
    const answer = await fetch(`${BASE}${p}`, { signal: AbortSignal.timeout(30_000) })
      .then(async (res) => ({ status: res.status, body: await res.text() }))
      .catch((error: unknown) => {
        failures.push({ path: p, ms: Math.round(performance.now() - started), at: new Date().toISOString(), error: error instanceof Error ? `${error.name}: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error) });
        return { status: 0, body: '' };
      });
    const { body } = answer;
    latencies.push(performance.now() - started);
    const status = answer.status;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (startedDown) {
      const group = isDownRemotePage(p) ? duringDown.remotePages : duringDown.otherPages;
      group[status] = (group[status] ?? 0) + 1;
    }
    if (!body.includes(FOOTER)) missingFooter += 1;
  }
}

const events: string[] = [];

/** `pnpm deploy:remote catalog` in a child process, awaited without blocking the load. */
function deploy(): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/deploy-remote.ts'), 'catalog'], { cwd: root, env: { ...process.env, SHELL_ORIGIN: BASE }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (status) => resolve({ status, stderr }));
  });
}

async function fault(mode: 'down' | 'ok'): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${PORT + 5}/__fault?mode=${mode}`, { method: 'POST' });
  if (!res.ok) throw new Error(`fault switch ${mode} answered ${res.status}`);
  await res.text();
}

async function chaos(): Promise<{ deploys: number; restarts: number }> {
  let deploys = 0;
  let restarts = 0;
  for (let attempt = 0; attempt < DEPLOYS && Date.now() < DEADLINE; attempt += 1) {
    // Asynchronously: a spawnSync here froze this process's event loop for the whole build (30+ s), so answers the
    // shell had long sent sat unread, every request in flight "timed out" at once, and the servers closed the idle
    // keep-alive sockets meanwhile: the next fault-control call then met "other side closed".
    const res = await deploy();
    if (res.status === 0) deploys += 1;
    events.push(`${new Date().toISOString()} deploy ${res.status === 0 ? 'done' : `failed: ${res.stderr.slice(-300)}`}`);
    events.push(`${new Date().toISOString()} company-cs down`);
    await fault('down');
    remoteDown = true;
    await new Promise((r) => setTimeout(r, DOWN_MS));
    remoteDown = false;
    await fault('ok');
    events.push(`${new Date().toISOString()} company-cs back`);
    restarts += 1;
  }
  chaosDone = true;
  return { deploys, restarts };
}

const started = Date.now();
const [, chaosResult] = await Promise.all([Promise.all(Array.from({ length: CONCURRENCY }, worker)), chaos()]);
const seconds = (Date.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
const fiveXX = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
const result = {
  requests: latencies.length,
  concurrency: CONCURRENCY,
  seconds,
  requestsPerSecond: Math.round(latencies.length / seconds),
  p50ms: pct(0.5),
  p99ms: pct(0.99),
  statuses: Object.fromEntries(statuses),
  fiveXX,
  missingFooter,
  failures: failures.slice(0, 20),
  events,
  catalogRedeploys: chaosResult.deploys,
  companyCsStops: chaosResult.restarts,
  companyCsDownMs: DOWN_MS,
  duringDown,
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/resilience.json'), JSON.stringify(result, null, 2));
console.log(JSON.stringify(result, null, 2));
stopStack();
process.exit(fiveXX === 0 && missingFooter === 0 ? 0 : 1);
