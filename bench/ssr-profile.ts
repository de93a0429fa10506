// Why SSR is slow: API calls per rendered page (counted from the API's request log at LOG_LEVEL=debug) and a CPU profile of the
// shell (and with --api, of the API) under load (node --cpu-prof), summarised by package and function. The member pages
// (mypage, orders) are requested with the bench member's session; the others as a returning visitor.
//   node bench/ssr-profile.ts [--port 3500] [--pages home,category,item,mypage,orders] [--requests 1500] [--connections 16] [--api] [--new]
// (--new: the anonymous pages' load as new visitors, each request without a cookie, so each mints a visitor id)
// Writes bench/results/ssr-profile-<time>.json and the raw .cpuprofile beside it. Build first (pnpm bench does).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { summarizeProfile, type CpuProfile } from './lib/cpu-profile.ts';
import { runLoad } from './lib/load.ts';
import { ROOT, startStack, stopService, type Stack } from './lib/stack.ts';
import { renderTable } from './lib/table.ts';
import { pickTemplates, prepareCartVisitor, preparePersonalPages } from './lib/targets.ts';
import { cookieHeader } from './lib/personal-pages.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3500' },
    pages: { type: 'string', default: 'home,category,item' },
    requests: { type: 'string', default: '1500' },
    connections: { type: 'string', default: '16' },
    api: { type: 'boolean', default: false },
    new: { type: 'boolean', default: false },
  },
});
const base = Number(values.port);
const resultsDir = path.join(ROOT, 'bench/results');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const profileDir = path.join(resultsDir, `ssr-profile-${stamp}`);
mkdirSync(profileDir, { recursive: true });
const logFile = path.join(profileDir, 'stack.log');
const log = (line: string) => process.stdout.write(`${line}\n`);

/** API request lines the log gained since `from` (pino JSON lines of "incoming request"). */
function apiCallsSince(from: number): string[] {
  const text = readFileSync(logFile, 'utf8').slice(from);
  return [...text.matchAll(/"msg":"incoming request"[^\n]*?"url":"([^"]+)"|"url":"([^"]+)"[^\n]*?"msg":"incoming request"/g)].map((m) => decodeURIComponent((m[1] ?? m[2])!));
}

let stack: Stack | undefined;
process.on('exit', () => {
  for (const s of stack?.services ?? []) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});
const out: Record<string, unknown> = { startedAt: new Date().toISOString() };
try {
  stack = await startStack(base, logFile, {
    apiLogLevel: 'debug',
    shellNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, 'shell')}`],
    apiNodeArgs: values.api ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, 'api')}`] : [],
  });
  const t = await pickTemplates(stack.apiOrigin);
  const visitor = await prepareCartVisitor(stack.origin, t.cartItemId);
  const names = values.pages.split(',') as ('home' | 'category' | 'item' | 'mypage' | 'orders')[];
  await preparePersonalPages(stack.origin, t, names);
  const member = (name: string) => (name === 'mypage' || name === 'orders' ? t.sessions[name] : undefined);
  const loadHeaders = (name: string) => ({ cookie: member(name) ? cookieHeader(member(name)!) : `SALESONID=${visitor}` });
  const calls: Record<string, string[]> = {};
  const rows: (string | number)[][] = [];
  for (const name of names) {
    for (const kind of member(name) ? (['member'] as const) : (['new', 'returning'] as const)) {
      const headers: Record<string, string> = kind === 'new' ? {} : loadHeaders(name);
      await fetch(stack.origin + t[name], { headers }).then((r) => r.text()); // warm caches
      await new Promise((r) => setTimeout(r, 300));
      const from = statSync(logFile).size;
      const started = performance.now();
      await fetch(stack.origin + t[name], { headers }).then((r) => r.text());
      const ms = Math.round(performance.now() - started);
      await new Promise((r) => setTimeout(r, 500));
      const list = apiCallsSince(from);
      calls[`${name} (${kind})`] = list;
      rows.push([`${name} (${kind} visitor)`, list.length, ms, [...new Set(list.map((u) => u.split('?')[0]))].join(' ')]);
    }
  }
  log('API calls made by one warm SSR request (API log):');
  log(renderTable(['page', 'API calls', 'response ms', 'API paths'], rows));
  out.apiCalls = calls;
  log(`\nCPU profile of the shell under ${values.requests} requests per page (${values.connections} connections)...`);
  const loads: Record<string, unknown> = {};
  for (const name of names) {
    const headers = values.new && !member(name) ? {} : loadHeaders(name);
    const r = await runLoad({ url: stack.origin + t[name], connections: Number(values.connections), amount: Number(values.requests), maxSeconds: 120, headers });
    loads[name] = r;
    log(`  ${name}: ${r.requests} requests, ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
  }
  out.loads = loads;
  await stopService(stack.shell, 20_000);
  const api = stack.services.find((s) => s.name === 'api');
  if (api) await stopService(api, 20_000);
} finally {
  await stack?.stop();
  stack = undefined;
}
for (const who of values.api ? ['shell', 'api'] : ['shell']) {
  const dir = path.join(profileDir, who);
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the ${who} wrote no CPU profile`);
  const summary = summarizeProfile(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile);
  out[`${who}Profile`] = { file: path.relative(ROOT, path.join(dir, file)), ...summary };
  log(`\n${who} CPU by code (self time over ${summary.totalMs} ms of profile):`);
  log(renderTable(['code', 'ms', '%'], summary.buckets.slice(0, 15).map((b) => [b.name, b.ms, b.share])));
  log(`\n${who} CPU by function:`);
  log(renderTable(['function', 'ms', '%'], summary.functions.map((f) => [f.name, f.ms, f.share])));
}
writeFileSync(path.join(profileDir, 'summary.json'), `${JSON.stringify(out, null, 2)}\n`);
log(`\nresults: ${path.relative(ROOT, profileDir)}/`);
