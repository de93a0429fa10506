// The performance suite (docs/performance.md). `node bench/run.ts` measures everything; `--quick` measures only
// the deterministic figures of home, category and item and exits non-zero when one of their budgets is broken.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gateLine, lcpChecks, weightChecks, type BudgetCheck } from './lib/budgets.ts';
import { measurePages, type PageMeasure } from './lib/page-weight.ts';
import { budgetTable, chainLines, weightTable } from './lib/report.ts';
import { ROOT, startStack, type Stack } from './lib/stack.ts';
import { ALL_PAGES, pageTargets, pickTemplates, QUICK_PAGES, type PageName } from './lib/targets.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3500' },
    pages: { type: 'string' },
  },
});
const quick = values.quick;
const base = Number(values.port);
const pages = (values.pages?.split(',') ?? (quick ? QUICK_PAGES : ALL_PAGES)) as PageName[];
for (const p of pages) if (!(ALL_PAGES as readonly string[]).includes(p)) throw new Error(`unknown page ${p} (known: ${ALL_PAGES.join(', ')})`);
const resultsDir = path.join(ROOT, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const started = new Date();
const stamp = started.toISOString().replace(/[:.]/g, '-');
const log = (line: string) => process.stdout.write(`${line}\n`);

if (values.build && !values['no-build']) {
  log('==> production build (turbo, cached when nothing changed)');
  const res = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: ROOT, stdio: 'inherit' });
  if (res.status !== 0) {
    log('build failed');
    process.exit(1);
  }
}

let stack: Stack | undefined;
const killAll = () => {
  for (const s of stack?.services ?? []) if (s.child.exitCode === null) s.child.kill('SIGKILL');
};
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

const checks: BudgetCheck[] = [];
const result: Record<string, unknown> = { startedAt: started.toISOString(), mode: quick ? 'quick' : 'full', node: process.version, port: base };
try {
  log(`==> starting the storefront on ports ${base}-${base + 5} (API ${base + 1000}); log: bench/results/stack-${stamp}.log`);
  stack = await startStack(base, path.join(resultsDir, `stack-${stamp}.log`));
  const templates = await pickTemplates(stack.apiOrigin);
  result.templates = templates;

  log(`==> first loads in Chromium (${pages.join(', ')})`);
  const weights: PageMeasure[] = await measurePages(pageTargets(stack.origin, templates, pages));
  result.pages = weights;
  log(weightTable(weights));
  log('deepest script/stylesheet/font chain after the HTML:');
  log(chainLines(weights));
  const gatedPages = weights.filter((w) => (QUICK_PAGES as readonly string[]).includes(w.name));
  checks.push(...weightChecks(gatedPages), ...lcpChecks(weights.map((w) => ({ page: w.name, lcp: w.lcp }))));
} finally {
  await stack?.stop();
  stack = undefined;
}

result.checks = checks;
result.finishedAt = new Date().toISOString();
const file = path.join(resultsDir, `${quick ? 'quick' : 'full'}-${stamp}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(path.join(resultsDir, `latest-${quick ? 'quick' : 'full'}.json`), `${JSON.stringify(result, null, 2)}\n`);
log('\n==> budgets');
log(budgetTable(checks));
log(`results: ${path.relative(ROOT, file)}`);
const gate = gateLine(checks);
log(gate.line);
process.exit(quick && gate.failed > 0 ? 1 : 0);
