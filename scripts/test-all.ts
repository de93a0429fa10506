// Runs every check of the project and ends with one line "N passed, N failed":
// typecheck (the shell also against the types every remote publishes), lint, unit and integration tests of every
// package, production build (without development code), e2e in Chromium, and the cross-instance e2e specs against the
// scale-out topology (docs/scale-out.md).
// PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) is part of the run: unreachable, it
// is a failure, unless SHOP_TESTS_WITHOUT_POSTGRES=1 says the machine has none (a laptop); every skipped test or suite
// is counted and named in the summary either way.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jestSummary, postgresVerdict, reportOf, suiteSeconds, type JestReport } from './lib/test-report.ts';

const root = path.resolve(import.meta.dirname, '..');
type Result = { name: string; passed: number; failed: number; skipped?: number };
const results: Result[] = [];
/** What was skipped and why (one line per skipped test or suite), shown in the summary. */
const skips: string[] = [];
/** How long each stage took (printed at the end, so the slow stage of a run is plain). */
const stageTimes: { name: string; ms: number }[] = [];
/** How long each workspace's tests took within the unit and integration stage (printed under it). */
const workspaceTimes: { name: string; ms: number }[] = [];
const runStarted = Date.now();
async function timed<T>(name: string, stage: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await stage();
  } finally {
    stageTimes.push({ name, ms: Date.now() - started });
  }
}
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')} s`;

/** Opt-out for machines without PostgreSQL (README "Working on it"); on this project's machines it always runs. */
const WITHOUT_POSTGRES = process.env.SHOP_TESTS_WITHOUT_POSTGRES === '1';
const TEST_PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCALE_PG_URL = process.env.SCALE_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why PostgreSQL at `url` cannot be used, or null when it answers (the API's own pg client, 2 s to connect). */
function postgresProblem(url: string): string | null {
  const probe = spawnSync(process.execPath, ['-e', `const pg=require(${JSON.stringify(path.join(root, 'apps/api/node_modules/pg'))});const c=new pg.Client({connectionString:process.argv[1],connectionTimeoutMillis:2000});c.connect().then(()=>c.end()).catch((e)=>{console.error(e.message);process.exit(1)})`, url], { encoding: 'utf8' });
  return probe.status === 0 ? null : (probe.stderr.trim().split('\n').pop() || `exit ${probe.status}`);
}

function run(command: string, args: string[], cwd = root, env: Record<string, string> = {}): { ok: boolean; output: string } {
  const res = spawnSync(command, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0' }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  process.stdout.write(output);
  return { ok: res.status === 0, output };
}

function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n==> ${name}`);
  const { ok } = run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function workspaces(): { dir: string; name: string; test?: string }[] {
  const dirs = ['apps', 'packages'].flatMap((group) => readdirSync(path.join(root, group)).map((d) => path.join(root, group, d)));
  return dirs
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> };
      return { dir, name: pkg.name, test: pkg.scripts?.test };
    });
}

/** Runs a command with its output to a file; answers whether it exited 0 and the output, printed by the caller. */
function runToLog(command: string, args: string[], cwd: string, log: string, env: Record<string, string> = {}): Promise<{ ok: boolean; output: string }> {
  const out = openSync(log, 'w');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0' }, stdio: ['ignore', out, out] });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      closeSync(out);
      resolve({ ok: code === 0, output: readFileSync(log, 'utf8') });
    });
  });
}

/** Reads a Jest JSON report; null when Jest did not get as far as writing it. */
function readJestReport(file: string): JestReport | null {
  // eslint-disable-next-line no-restricted-syntax -- Jest's own report, written by this run's Jest
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as JestReport) : null;
}

/** Counts one workspace's slice of a Jest report into the results and the skips. */
function countJest(name: string, report: JestReport | null, ok: boolean, dir: string): void {
  const { passed, failed, skipped } = jestSummary(report, ok, dir);
  skips.push(...skipped.map((line) => `${name}: ${line}`));
  results.push({ name, passed, failed, skipped: skipped.length });
}

/**
 * Two Jest runs, one after the other, both beside the e2e run: the API's (its own script: Jest's ESM mode, two
 * workers, SQLite and PostgreSQL), then every other workspace with the root's helpers in one run
 * (jest.workspaces.config.cjs: one start-up and one pool of workers instead of one Jest per workspace). Each writes
 * its JSON report; the counts and skipped tests of every workspace come from those files.
 */
async function unitTests(): Promise<void> {
  const out = mkdtempSync(path.join(tmpdir(), 'shop-tests-'));
  const reportArgs = (name: string) => ['--ci', '--json', `--outputFile=${path.join(out, `${name}.json`)}`];
  const apiDir = path.join(root, 'apps/api');
  let started = Date.now();
  const apiRun = { ...(await runToLog('pnpm', ['run', '--silent', 'test', ...reportArgs('api')], apiDir, path.join(out, 'api.log'))), ms: Date.now() - started };
  started = Date.now();
  const restRun = { ...(await runToLog('pnpm', ['exec', 'jest', '-c', 'jest.workspaces.config.cjs', '--maxWorkers=2', ...reportArgs('workspaces')], root, path.join(out, 'workspaces.log'))), ms: Date.now() - started };

  console.log('\n==> tests: @shop/api (Jest, ESM mode, SQLite and PostgreSQL)');
  process.stdout.write(apiRun.output);
  countJest('@shop/api', readJestReport(path.join(out, 'api.json')), apiRun.ok, apiDir);
  workspaceTimes.push({ name: '@shop/api (wall)', ms: apiRun.ms });

  console.log('\n==> tests: every other workspace, scripts and bench helpers (one Jest run)');
  process.stdout.write(restRun.output);
  const report = readJestReport(path.join(out, 'workspaces.json'));
  const dirs = [...workspaces().filter((w) => w.test && w.dir !== apiDir), { dir: root, name: 'scripts, bench' }];
  if (!report) results.push({ name: 'workspaces (Jest wrote no report)', passed: 0, failed: 1 });
  else for (const ws of dirs) {
    const slice = reportOf(report, ws.dir, dirs.map((d) => d.dir));
    countJest(ws.name, slice, true, ws.dir);
    workspaceTimes.push({ name: `${ws.name} (suites added up)`, ms: suiteSeconds(slice) * 1000 });
  }
  // Jest failed for a reason no suite shows (a broken config): still a failure.
  if (report && !restRun.ok && !report.numFailedTests && !report.numRuntimeErrorTestSuites) results.push({ name: 'workspaces (Jest exited non-zero)', passed: 0, failed: 1 });
  workspaceTimes.push({ name: 'every other workspace (wall)', ms: restRun.ms });
}

/** Counts a Playwright run from its JSON report; no report (it did not get that far) is a failure. */
function countPlaywright(name: string, file: string, ok: boolean): void {
  if (!existsSync(file)) {
    results.push({ name, passed: 0, failed: 1 });
    return;
  }
  // eslint-disable-next-line no-restricted-syntax -- Playwright's own report, written by this run
  const stats = (JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }).stats;
  if (stats.skipped) skips.push(`${name}: ${stats.skipped} Playwright tests skipped (${path.relative(root, file)})`);
  results.push({ name, passed: stats.expected + stats.flaky, failed: stats.unexpected || (ok ? 0 : 1), skipped: stats.skipped || undefined });
}

/**
 * Playwright's whole run (two workers, then the shop-wide and dev projects), started in the background with its
 * output to a file; the answer waits for it, prints that output and counts its JSON report.
 */
function startE2e(): () => Promise<void> {
  const dir = path.join(root, 'e2e');
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'shop-e2e-')), 'e2e.log');
  const started = Date.now();
  const running = runToLog('pnpm', ['exec', 'playwright', 'test'], dir, log);
  return async () => {
    const { ok, output } = await running;
    stageTimes.push({ name: 'e2e (from its start, beside the rest)', ms: Date.now() - started });
    console.log('\n==> e2e (Playwright, Debian chromium)');
    process.stdout.write(output);
    countPlaywright('e2e', path.join(dir, 'test-results/results.json'), ok);
  };
}

/**
 * The cross-instance specs (e2e/specs/scale-out) against the scale-out topology: two shells and two APIs behind
 * nginx over PostgreSQL and Redis (docs/scale-out.md); about a minute. nginx and redis-server are installed by
 * scripts/test.sh: missing, the step fails; without PostgreSQL it fails too, unless SHOP_TESTS_WITHOUT_POSTGRES=1
 * (then it is listed as skipped). Started in the background (its output goes to a file, printed when it is
 * collected), so that it runs beside the quick bench, which checks budgets of bytes, requests and commits, not times.
 */
function startScaleOut(): () => Promise<void> {
  const name = 'e2e scale-out';
  const missing = ['nginx', 'redis-server'].filter((bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).error);
  const pg = postgresProblem(SCALE_PG_URL);
  if (missing.length || pg) {
    return async () => {
      const why = [...missing.map((bin) => `${bin} is not installed`), ...(pg ? [`PostgreSQL at ${SCALE_PG_URL} is unreachable (${pg})`] : [])].join('; ');
      console.log(`\n==> ${name}: not run: ${why}`);
      if (!missing.length && postgresVerdict(pg, WITHOUT_POSTGRES) === 'skipped') {
        skips.push(`${name}: not run, SHOP_TESTS_WITHOUT_POSTGRES=1 (${why})`);
        results.push({ name, passed: 0, failed: 0, skipped: 1 });
      } else results.push({ name: `${name} (could not run)`, passed: 0, failed: 1 });
    };
  }
  const dir = path.join(root, 'e2e/test-results-scale-out');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const running = runToLog(process.execPath, ['scripts/test-scale-out.ts', '--quick', '--no-build'], root, path.join(dir, 'run.log'), { E2E_RESULTS: 'test-results-scale-out' });
  return async () => {
    const { ok, output } = await running;
    console.log(`\n==> ${name} (2 shells, 2 APIs, nginx, PostgreSQL, Redis)`);
    process.stdout.write(output);
    countPlaywright(name, path.join(dir, 'results.json'), ok);
  };
}

/** The performance suite's quick mode: first-load bytes, requests, chain depth and fonts of home, category, item; each interaction's React commits. */
function benchQuick(): void {
  console.log('\n==> bench: quick mode (deterministic budgets)');
  const port = String(Number(process.env.E2E_PORT ?? 3100) + 400);
  const report = path.join(root, 'bench/results/latest-quick.json');
  rmSync(report, { force: true });
  const { ok } = run(process.execPath, ['bench/run.ts', '--quick', '--no-build', '--port', port]);
  // The bench's own report: every gated budget check and whether it passed.
  // eslint-disable-next-line no-restricted-syntax -- the bench's own report, written by this run
  const checks = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as { checks?: { gated?: boolean; pass?: boolean }[] }).checks ?? [] : [];
  const gated = checks.filter((c) => c.gated);
  const failed = gated.filter((c) => !c.pass).length;
  results.push({ name: 'bench quick (budgets)', passed: gated.length - failed, failed: failed || (ok && gated.length ? 0 : 1) });
}

// PostgreSQL first: the API's tests and the scale-out run need it, and without it they would only skip.
const pgProblem = postgresProblem(TEST_PG_URL);
const pgVerdict = postgresVerdict(pgProblem, WITHOUT_POSTGRES);
if (pgVerdict === 'failed') {
  console.log(`\n==> PostgreSQL: FAILED. ${TEST_PG_URL} is unreachable (${pgProblem}).`);
  console.log('    The API tests run on SQLite and PostgreSQL, and the scale-out run needs it: start PostgreSQL (database `test`,');
  console.log('    trust auth, TEST_DATABASE_URL to point elsewhere), or on a machine without it set SHOP_TESTS_WITHOUT_POSTGRES=1.');
  results.push({ name: 'PostgreSQL reachable', passed: 0, failed: 1 });
} else if (pgVerdict === 'skipped') {
  console.log(`\n==> PostgreSQL: not reachable (${pgProblem}); SHOP_TESTS_WITHOUT_POSTGRES=1, its tests are skipped (see the summary)`);
} else results.push({ name: 'PostgreSQL reachable', passed: 1, failed: 0 });

// The build first, so that e2e, the longest stage, starts on it at once; everything else runs beside e2e, which keeps
// both cores busy where it alone would leave them waiting (browsers and servers wait on each other).
const built = await timed('build', () => step('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']));
let e2eDone: (() => Promise<void>) | undefined;
if (built) {
  await timed('release builds check', () => step('release builds: no dev code, no secrets', process.execPath, ['scripts/check-release-builds.ts']));
  e2eDone = startE2e();
} else results.push({ name: 'e2e (not run: build failed)', passed: 0, failed: 1 });
/**
 * Typecheck (one turbo run: the root's one program over the workspaces on the React settings, every other
 * workspace's own and the shell's remote-types check; `--only`: the builds they depend on are done, and are not
 * replayed from turbo's cache under the running e2e servers) beside lint (one ESLint process over every workspace,
 * each file under its own workspace's config).
 */
async function typecheckAndLint(): Promise<void> {
  const out = mkdtempSync(path.join(tmpdir(), 'shop-checks-'));
  const [typecheck, lint] = await Promise.all([
    runToLog('pnpm', ['exec', 'turbo', 'run', 'typecheck:react', 'typecheck', ...(built ? ['--only'] : []), '--output-logs=errors-only'], root, path.join(out, 'typecheck.log')),
    runToLog('pnpm', ['run', '--silent', 'lint'], root, path.join(out, 'lint.log')),
  ]);
  for (const [name, { ok, output }] of [['typecheck', typecheck], ['lint', lint]] as const) {
    console.log(`\n==> ${name}`);
    process.stdout.write(output);
    results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }
}
await timed('typecheck and lint', typecheckAndLint);
await timed('unit and integration tests', unitTests);
if (e2eDone) {
  const scaleOut = startScaleOut();
  await timed('bench quick', benchQuick);
  await timed('e2e scale-out (after the bench)', scaleOut);
  await e2eDone();
}

console.log('\n==> Summary');
for (const r of results) console.log(`  ${r.failed ? 'FAIL' : 'ok  '} ${r.name.padEnd(28)} ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
const skipped = results.reduce((s, r) => s + (r.skipped ?? 0), 0);
if (skips.length) {
  console.log(`\n==> Skipped (${skips.length}${WITHOUT_POSTGRES ? ', SHOP_TESTS_WITHOUT_POSTGRES=1' : ''}):`);
  for (const line of [...new Set(skips)].slice(0, 60)) console.log(`  - ${line}`);
  if (new Set(skips).size > 60) console.log(`  … and ${new Set(skips).size - 60} more`);
}
console.log('\n==> Stage times');
for (const t of stageTimes) {
  console.log(`  ${t.name.padEnd(42)} ${minutes(t.ms)}`);
  if (t.name === 'unit and integration tests') for (const w of [...workspaceTimes].sort((a, b) => b.ms - a.ms)) console.log(`    ${w.name.padEnd(40)} ${minutes(w.ms)}`);
}
console.log(`  ${'total (after install)'.padEnd(42)} ${minutes(Date.now() - runStarted)}`);
console.log(`\n${skipped} skipped`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
