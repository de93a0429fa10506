// The performance suite (docs/performance.md). `node bench/run.ts` measures everything; `--quick` measures only
// the deterministic figures of home, category and item and exits non-zero when one of their budgets is broken.
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apiThroughput, type ApiRun } from './lib/api-throughput.ts';
import { attributeApps } from './lib/bundle-attribution.ts';
import { gateLine, interactionChecks, interactionCommitChecks, lcpChecks, lighthouseChecks, memoryCheck, navigationChecks, orderConsistencyCheck, ratioCheck, soakChecks, weightChecks, type BudgetCheck } from './lib/budgets.ts';
import { soakMix, soakRun } from './lib/soak.ts';
import { memberSession } from './lib/personal-pages.ts';
import { measureInteractions } from './lib/interactions.ts';
import { measureNavigations } from './lib/navigation.ts';
import { lighthousePage, type LighthousePage } from './lib/lighthouse.ts';
import { ensureKoreanFont } from './lib/korean-font.ts';
import { measureMainThread } from './lib/main-thread.ts';
import { appOfUrl, attributeScripts } from './lib/page-attribution.ts';
import { measurePages, type PageMeasure } from './lib/page-weight.ts';
import { mb } from './lib/proc.ts';
import { orderPlacement, type OrderRun } from './lib/order-placement.ts';
import { budgetTable, chainLines, interactionTable, lighthouseTable, mainThreadTable, navigationTable, orderTable, packageTable, scriptTable, throughputTable, weightTable } from './lib/report.ts';
import { compareWithStatic, memoryRun, type LoadPlan, type ThroughputRow } from './lib/ssr-throughput.ts';
import { ROOT, startService, startStack, stopService, type Service, type Stack } from './lib/stack.ts';
import { renderTable } from './lib/table.ts';
import { ALL_PAGES, pageTargets, pickTemplates, prepareCartVisitor, preparePersonalPages, QUICK_PAGES, visitorCookieHeader, type PageName, type Templates } from './lib/targets.ts';

const SECTIONS = ['attribution', 'mainthread', 'interactions', 'navigation', 'lighthouse', 'memory', 'soak', 'ssr', 'api', 'orders'] as const;
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3500' },
    pages: { type: 'string' },
    skip: { type: 'string', default: '' },
    'lighthouse-runs': { type: 'string', default: '5' },
    'mainthread-runs': { type: 'string', default: '7' },
    'interaction-runs': { type: 'string', default: '10' },
    'navigation-runs': { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '3' },
    'soak-requests': { type: 'string', default: '200000' },
    'pg-url': { type: 'string', default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    'api-log-level': { type: 'string', default: 'warn' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(`usage: node bench/run.ts [--quick] [--no-build] [--port 3500] [--pages home,category,item,search,cart,checkout,complete,mypage,orders]
  [--skip ${SECTIONS.join(',')}] [--lighthouse-runs 5] [--mainthread-runs 7] [--interaction-runs 10] [--navigation-runs 5]
  [--connections 16] [--seconds 6] [--rounds 3] [--soak-requests 200000]
  [--pg-url postgres://postgres@127.0.0.1:5432/test] [--api-log-level warn]`);
  process.exit(0);
}
const quick = values.quick;
const base = Number(values.port);
const pages = (values.pages?.split(',') ?? (quick ? QUICK_PAGES : ALL_PAGES)) as PageName[];
for (const p of pages) if (!(ALL_PAGES as readonly string[]).includes(p)) throw new Error(`unknown page ${p} (known: ${ALL_PAGES.join(', ')})`);
const skip = new Set(values.skip.split(',').filter(Boolean));
for (const s of skip) if (!(SECTIONS as readonly string[]).includes(s)) throw new Error(`unknown section ${s} (known: ${SECTIONS.join(', ')})`);
const runs = (section: (typeof SECTIONS)[number]) => !quick && !skip.has(section);
const plan: LoadPlan = { connections: Number(values.connections), seconds: Number(values.seconds), rounds: Number(values.rounds), amount: 100_000 };
const resultsDir = path.join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const started = new Date();
const stamp = started.toISOString().replace(/[:.]/g, '-');
const log = (line: string) => process.stdout.write(`${line}\n`);

if (!values['no-build']) {
  log('==> production build (turbo, cached when nothing changed)');
  const res = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) {
    log('build failed');
    process.exit(1);
  }
}

let stack: Stack | undefined;
const extra: Service[] = [];
process.on('exit', () => {
  for (const s of [...(stack?.services ?? []), ...extra]) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const checks: BudgetCheck[] = [];
const result: Record<string, unknown> = { startedAt: started.toISOString(), mode: quick ? 'quick' : 'full', node: process.version, port: base, plan, cpus: (await import('node:os')).cpus().length, loadavg: (await import('node:os')).loadavg() };
const stackLog = path.join(resultsDir, `stack-${stamp}.log`);

async function weights(st: Stack, t: Templates): Promise<PageMeasure[]> {
  log(`\n==> first loads in Chromium, Lighthouse's mobile viewport (${pages.join(', ')})`);
  const measured = await measurePages(pageTargets(st.origin, t, pages));
  result.pages = measured;
  log(weightTable(measured));
  log('KB = 1000 bytes; gz/br = gzip -9 / brotli 11 of the bodies; wire = bytes transferred as served');
  log('deepest script/stylesheet/font chain after the HTML:');
  log(chainLines(measured));
  for (const p of measured) if (p.duplicates.length) log(`  ${p.name}: downloaded twice: ${p.duplicates.join(', ')}`);
  for (const p of measured) if (p.status !== 200) log(`  ${p.name}: ${p.url} answered ${p.status}`);
  const gatedPages = measured.filter((w) => (QUICK_PAGES as readonly string[]).includes(w.name));
  checks.push(...weightChecks(gatedPages), ...lcpChecks(measured.map((w) => ({ page: w.name, lcp: w.lcp }))));
  return measured;
}

async function attribution(measured: PageMeasure[]): Promise<void> {
  const apps = [...new Set(measured.flatMap((p) => p.scripts.map((s) => appOfUrl(s.url.split('?')[0]!)).filter((a): a is string => a !== null)))];
  log(`\n==> where the JS comes from (rebuilding ${apps.join(', ')} with source maps into a temporary folder)`);
  const attributed = await attributeApps(apps, log);
  const perPage = measured.map((p) => {
    const a = attributeScripts(p.scripts, attributed);
    return { page: p.name, packages: a.packages, scripts: a.scripts.map((s, i) => ({ ...s, depth: p.scripts[i]!.depth })) };
  });
  result.attribution = perPage;
  for (const p of perPage) {
    log(packageTable(p.page, p.packages));
    log(scriptTable(p.page, p.scripts));
    const unmatched = p.scripts.filter((s) => !s.matched).map((s) => s.url);
    if (unmatched.length) log(`  not in the rebuilt bundles (sources changed since the build?): ${unmatched.join(', ')}`);
  }
}

async function mainThread(st: Stack, t: Templates): Promise<void> {
  const n = Number(values['mainthread-runs']);
  log(`\n==> main-thread work of a first load (Chromium, mobile viewport, DevTools 4x CPU slowdown), ${n} runs per page`);
  const out = await measureMainThread(pageTargets(st.origin, t, pages), n, log);
  result.mainThread = out;
  log(mainThreadTable(out));
  log('TBT: long tasks after FCP, beyond 50 ms each (observed, not simulated); script/layout/style: Chrome\'s own counters');
}

async function interactions(st: Stack, t: Templates): Promise<void> {
  const n = Number(values['interaction-runs']);
  log(`\n==> interactions on a phone (390x844, touch, DevTools 4x CPU slowdown), ${n} runs each: Event Timing durations (what INP is computed from)`);
  const out = await measureInteractions(st.origin, st.apiOrigin, t, n, log);
  result.interactions = out;
  log(interactionTable(out));
  log('"< 16": under Event Timing\'s smallest threshold; behind: scripts of the long animation frames of the slowest run over 50 ms');
  checks.push(...interactionChecks(out, false), ...interactionCommitChecks(out, true));
}

/** `--quick`: every interaction twice without slowdown, for its React commits only (gated; the timings are not). */
async function interactionCommits(st: Stack, t: Templates): Promise<void> {
  log('\n==> React commits per interaction (phone, no CPU slowdown), 2 runs each: gated by their ceilings');
  // Each scenario's line, and Playwright's call log when one fails: what a failed gate in CI has to go on.
  const out = await measureInteractions(st.origin, st.apiOrigin, t, 2, log, 1);
  result.interactionCommits = out.map((f) => ({ page: f.page, name: f.name, commits: f.commits, ...(f.skipped ? { skipped: f.skipped } : {}) }));
  checks.push(...interactionCommitChecks(out, true));
}

async function navigation(st: Stack): Promise<void> {
  const n = Number(values['navigation-runs']);
  log(`\n==> cross-remote navigation on a phone (4x CPU slowdown): home to a remote not visited yet, tap to heading painted, ${n} fresh sessions each`);
  const out = await measureNavigations(st.origin, n, log);
  result.navigation = out;
  log(navigationTable(out));
  checks.push(...navigationChecks(out, false));
}

async function lighthouse(st: Stack, t: Templates): Promise<void> {
  const n = Number(values['lighthouse-runs']);
  log(`\n==> Lighthouse ${'mobile'} (default throttling), ${n} runs per page`);
  const dir = path.join(resultsDir, `lighthouse-${stamp}`);
  mkdirSync(dir, { recursive: true });
  const out: LighthousePage[] = [];
  for (const name of pages) {
    const headers = await visitorCookieHeader(st.origin, t, name);
    out.push(await lighthousePage(name, st.origin + t[name], n, headers, log, (lhr) => writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr))));
  }
  result.lighthouse = out;
  log(lighthouseTable(out));
  log(`median-run reports: ${path.relative(ROOT, dir)}/<page>.json`);
  for (const p of out) for (const e of p.errors) log(`  ${p.name}: ${e}`);
  checks.push(...lighthouseChecks(out.filter((p) => p.runs.length && (QUICK_PAGES as readonly string[]).includes(p.name)).map((p) => ({ page: p.name, score: p.median.score, cls: p.median.cls, tbt: p.median.tbt }))));
}

async function memory(st: Stack, t: Templates): Promise<void> {
  const visitor = await prepareCartVisitor(st.origin, t.cartItemId);
  const paths = [t.home, ...t.extraCategories, ...t.extraItems].flatMap((p) => [{ path: p }, { path: p, headers: { cookie: `SALESONID=${visitor}` } }]);
  log(`\n==> shell memory over 20,000 requests (${paths.length / 2} pages, new and returning visitors, ${plan.connections} connections)`);
  const pid = st.shell.child.pid!;
  const m = await memoryRun(pid, st.origin, paths, plan.connections, 600);
  result.memory = m;
  log(renderTable(['pid', 'before MB', 'after 1,000 MB', 'after 20,000 MB', 'peak MB', 'requests', 'seconds', 'non-2xx', 'errors'], [[m.pid, mb(m.before), mb(m.after1k), mb(m.after20k), mb(m.peak), m.requests, m.seconds, m.non2xx, m.errors]]));
  checks.push(memoryCheck(m.after1k, m.after20k));
}

async function soak(st: Stack, t: Templates): Promise<void> {
  const total = Number(values['soak-requests']);
  const warmup = Math.round(total / 10);
  const visitor = await prepareCartVisitor(st.origin, t.cartItemId);
  const member = t.sessions.mypage ?? (await memberSession(st.origin));
  const mix = soakMix({
    origin: st.origin,
    anonymous: [t.home, ...t.extraCategories, ...t.extraItems],
    visitor,
    memberCookie: member.map((c) => `${c.name}=${c.value}`).join('; '),
    memberPages: [t.mypage, t.orders],
    cartItemId: t.cartItemId,
  });
  log(`\n==> shell memory soak: ${total.toLocaleString('en-US')} mixed requests (anonymous pages new/returning and never-seen URLs, a member's pages, cart adds, bad input; ${mix.length} per cycle), ${plan.connections} connections, RSS after the ${warmup.toLocaleString('en-US')}-request warm-up and after each tenth`);
  const pid = st.shell.child.pid!;
  const run = await soakRun(pid, st.origin, mix, { total, warmup, slices: 10, connections: plan.connections, maxSeconds: 3600 });
  result.soak = run;
  log(renderTable(['after requests', 'seconds', 'RSS MB'], run.samples.map((x) => [x.requests, x.seconds, mb(x.rss)])));
  log(`  warm-up RSS ${mb(run.warmRss)} MB; after it ${mb(run.minRss)}–${mb(run.maxRss)} MB (farthest ${(run.spread * 100).toFixed(1)}% from the warm-up); peak (VmHWM) ${mb(run.peak)} MB; ${run.non2xx} non-2xx (the bad input's 4xx), ${run.errors} errors`);
  checks.push(...soakChecks(run));
}

async function ssr(st: Stack, t: Templates): Promise<void> {
  log(`\n==> SSR throughput for anonymous visitors vs the same bytes from a static node:http server (${plan.rounds} rounds of ${plan.seconds} s, ${plan.connections} connections)`);
  const visitor = await prepareCartVisitor(st.origin, t.cartItemId);
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-bench-static-'));
  const targets: { name: string; file: string; url: string; bytes: number; headers?: Record<string, string> }[] = [];
  for (const name of ['home', 'category', 'item'] as const) {
    for (const kind of ['new', 'returning'] as const) {
      const headers = kind === 'returning' ? { cookie: `SALESONID=${visitor}` } : undefined;
      const res = await fetch(st.origin + t[name], { headers });
      const body = Buffer.from(await res.arrayBuffer());
      const file = `${name}-${kind}.html`;
      writeFileSync(path.join(dir, file), body);
      targets.push({ name: `${name} (${kind} visitor)`, file, url: st.origin + t[name], bytes: body.byteLength, headers });
    }
  }
  // A member's pages: never shared between visitors, so this is the render path itself (no page cache).
  for (const name of ['mypage', 'orders'] as const) {
    const cookies = t.sessions[name];
    if (!cookies) continue;
    const headers = { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
    const res = await fetch(st.origin + t[name], { headers });
    if (!res.ok) throw new Error(`GET ${t[name]} as the bench member answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const file = `${name}-member.html`;
    writeFileSync(path.join(dir, file), body);
    targets.push({ name: `${name} (member)`, file, url: st.origin + t[name], bytes: body.byteLength, headers });
  }
  const staticPort = base + 6;
  const log2 = createWriteStream(stackLog, { flags: 'a' });
  const server = await startService({ name: 'static', args: [path.join(ROOT, 'bench/lib/static-server.ts'), String(staticPort), dir], cwd: ROOT, env: {}, health: `http://127.0.0.1:${staticPort}/healthz` }, log2);
  extra.push(server);
  const rows: ThroughputRow[] = [];
  try {
    for (const tg of targets) rows.push(await compareWithStatic({ name: tg.name, url: tg.url, staticUrl: `http://127.0.0.1:${staticPort}/${tg.file}`, bytes: tg.bytes, headers: tg.headers }, plan, log));
  } finally {
    await stopService(server);
    log2.end();
    rmSync(dir, { recursive: true, force: true });
  }
  result.ssr = rows;
  log(throughputTable(rows));
  for (const r of rows) checks.push(ratioCheck(r.name, r.ratio));
}

async function api(): Promise<void> {
  log(`\n==> API throughput on SQLite and PostgreSQL vs the same JSON from a static node:http server (API LOG_LEVEL=${values['api-log-level']})`);
  const apiLog = createWriteStream(stackLog, { flags: 'a' });
  const out: ApiRun[] = [];
  try {
    for (const kind of ['sqlite', 'postgres'] as const) {
      const r = await apiThroughput(kind, { apiPort: base + 1000, staticPort: base + 6, pgUrl: values['pg-url'], plan, log: apiLog, logLevel: values['api-log-level'], onLine: log });
      if (r.skipped) log(`  ${kind}: skipped: ${r.skipped}`);
      out.push(r);
    }
  } finally {
    apiLog.end();
  }
  result.api = out;
  log(throughputTable(out.flatMap((r) => r.rows)));
}

async function orders(): Promise<void> {
  log(`\n==> order placement on SQLite and PostgreSQL, per payment method: members paying by each method, guests by bank transfer and card (order sheet + placement, + test-window authorization and confirm for the window's methods) from ${plan.connections} connections, alternating with item-detail reads of the same API (${plan.rounds} rounds of ${plan.seconds} s)`);
  const apiLog = createWriteStream(stackLog, { flags: 'a' });
  const out: OrderRun[] = [];
  try {
    for (const kind of ['sqlite', 'postgres'] as const) {
      const r = await orderPlacement(kind, { apiPort: base + 1000, pgUrl: values['pg-url'], connections: plan.connections, seconds: plan.seconds, rounds: plan.rounds, log: apiLog, logLevel: values['api-log-level'], onLine: log });
      if (r.skipped) log(`  ${kind}: skipped: ${r.skipped}`);
      else {
        log(`  ${kind}: ${r.consistency}`);
        checks.push(orderConsistencyCheck(kind, r.consistent, r.consistency));
      }
      out.push(r);
    }
  } finally {
    apiLog.end();
  }
  result.orders = out;
  log(orderTable(out));
  log('one order = POST /api/order/buy + POST /api/order/save (one unit); card, easypay, vbank, realtimebank add POST /api/payment/test/authorize + POST /api/order/toss/confirm (the built-in test gateway); latency per order, all its requests; a guest order also hashes its order password (scrypt)');
}

if (runs('mainthread') || runs('lighthouse')) {
  const fonts = ensureKoreanFont(log);
  result.koreanFonts = fonts;
  log(`==> Hangul fonts for the timed browser figures: ${fonts.filter((f) => f.includes('Sans')).join(', ') || fonts.join(', ')}`);
}

try {
  log(`==> starting the storefront on ports ${base}-${base + 5} (API ${base + 1000}) from a snapshot of the builds; log: ${path.relative(ROOT, stackLog)}`);
  stack = await startStack(base, stackLog);
  const templates = await pickTemplates(stack.apiOrigin);
  await preparePersonalPages(stack.origin, templates, pages);
  result.templates = templates;
  const measured = await weights(stack, templates);
  if (runs('attribution')) await attribution(measured);
  if (runs('mainthread')) await mainThread(stack, templates);
  if (runs('interactions')) await interactions(stack, templates);
  if (quick && !skip.has('interactions')) await interactionCommits(stack, templates);
  if (runs('navigation')) await navigation(stack);
  if (runs('lighthouse')) await lighthouse(stack, templates);
  if (runs('memory')) await memory(stack, templates);
  if (runs('soak')) await soak(stack, templates);
  if (runs('ssr')) await ssr(stack, templates);
} finally {
  await stack?.stop();
  stack = undefined;
}
if (runs('api')) await api();
if (runs('orders')) await orders();

result.checks = checks;
result.finishedAt = new Date().toISOString();
const file = path.join(resultsDir, `${quick ? 'quick' : 'full'}-${stamp}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(path.join(resultsDir, `latest-${quick ? 'quick' : 'full'}.json`), `${JSON.stringify(result, null, 2)}\n`);
log('\n==> budgets (home, category and item; the deterministic ones gate --quick)');
log(budgetTable(checks));
log(`results: ${path.relative(ROOT, file)} (${((Date.now() - started.getTime()) / 1000).toFixed(0)} s)`);
const gate = gateLine(checks);
if (quick) {
  log(gate.line);
  process.exit(gate.failed > 0 ? 1 : 0);
}
const missed = checks.filter((c) => !c.pass).length;
log(`budgets: ${checks.length - missed} met, ${missed} missed (reported; only --quick fails on a broken budget)`);
