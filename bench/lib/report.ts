// Printing the suite's figures as tables.
import type { OrderRun } from './order-placement.ts';
import type { BudgetCheck } from './budgets.ts';
import { commitRange, formatMs, overControl, type InteractionFigure, type NavigationFigure } from './interaction-figures.ts';
import type { LighthousePage } from './lighthouse.ts';
import type { MainThreadPage } from './main-thread.ts';
import type { PackageShare, ScriptOrigin } from './page-attribution.ts';
import type { PageMeasure } from './page-weight.ts';
import type { ThroughputRow } from './ssr-throughput.ts';
import { kb, median } from './stats.ts';
import { renderTable } from './table.ts';

/** Bytes and requests of each first load. */
export function weightTable(pages: readonly PageMeasure[]): string {
  return renderTable(
    ['page', 'status', 'HTML KB', 'HTML gz', 'HTML wire', 'JS KB', 'JS gz', 'JS br', 'JS wire', 'JS req', 'CSS gz', 'CSS wire', 'CSS req', 'font KB', 'img KB', 'img req', 'chain', 'chain all'],
    pages.map((p) => [p.name, p.status, kb(p.html.raw), kb(p.html.gzip), kb(p.html.wire), kb(p.js.raw), kb(p.js.gzip), kb(p.js.brotli), kb(p.js.wire), p.js.requests, kb(p.css.gzip), kb(p.css.wire), p.css.requests, kb(p.font.bytes), kb(p.image.bytes), p.image.requests, p.chainDepth, p.chainDepthAll]),
  );
}

/** The deepest critical chain of each page, one line each. */
export function chainLines(pages: readonly PageMeasure[]): string {
  return pages.map((p) => `  ${p.name}: ${p.chainPath.join(' -> ')}`).join('\n');
}

/** Every budget with its limit and the measured value. */
export function budgetTable(checks: readonly BudgetCheck[]): string {
  return renderTable(
    ['', 'page', 'budget', 'limit', 'measured', 'gates CI'],
    checks.map((c) => [c.pass ? 'ok' : 'FAIL', c.page, c.budget, c.limit, c.actual, c.gated ? 'yes' : 'no']),
  );
}

/** Lighthouse figures of each page's median run. */
export function lighthouseTable(pages: readonly LighthousePage[]): string {
  return renderTable(
    ['page', 'runs', 'score', 'LCP ms', 'FCP ms', 'TBT ms', 'CLS', 'TTFB ms', 'SI ms', 'score range', 'benchmarkIndex'],
    pages.map((p) => {
      const scores = p.runs.map((r) => r.score);
      const range = scores.length ? `${Math.min(...scores)}-${Math.max(...scores)}` : '-';
      return [p.name, p.runs.length, p.median.score, p.median.lcp, p.median.fcp, p.median.tbt, p.median.cls, p.median.ttfb, p.median.si, range, median(p.benchmarkIndex)];
    }),
  );
}

/** Requests/s and latency against the static baseline. */
export function throughputTable(rows: readonly ThroughputRow[]): string {
  return renderTable(
    ['target', 'body KB', 'req/s', 'p50 ms', 'p99 ms', 'static req/s', 'static p99 ms', 'ratio', 'non-2xx'],
    rows.map((r) => [r.name, kb(r.bytes), r.rps, r.p50, r.p99, r.staticRps, r.staticP99, r.ratio, r.non2xx]),
  );
}

/** JS of each page by package (gzip estimated in proportion to raw bytes), the largest first. */
export function packageTable(page: string, shares: readonly PackageShare[], limit = 12): string {
  const top = shares.slice(0, limit);
  const rest = shares.slice(limit);
  const rows: (string | number)[][] = top.map((s) => [page, s.pkg, kb(s.raw), kb(s.gzip)]);
  if (rest.length) rows.push([page, `(${rest.length} more)`, kb(rest.reduce((n, s) => n + s.raw, 0)), kb(rest.reduce((n, s) => n + s.gzip, 0))]);
  return renderTable(['page', 'package', 'raw KB', 'gzip KB'], rows);
}

/** Each script of a page: app, chunk, sizes and its depth in the request chain. */
export function scriptTable(page: string, scripts: readonly (ScriptOrigin & { depth: number })[]): string {
  return renderTable(
    ['page', 'script', 'app', 'raw KB', 'gzip KB', 'depth', 'main packages'],
    scripts.map((s) => [
      page,
      s.url,
      s.app ?? '-',
      kb(s.raw),
      kb(s.gzip),
      s.depth,
      Object.entries(s.packages)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([p]) => p)
        .join(', '),
    ]),
  );
}

/** Main-thread work of a first load at 4x CPU slowdown, medians over the runs. */
export function mainThreadTable(pages: readonly MainThreadPage[]): string {
  return renderTable(
    ['page', 'runs', 'FCP ms', 'TBT ms', 'TBT range', 'longest task ms', 'long tasks', 'script ms', 'layout ms', 'style ms', 'all tasks ms'],
    pages.map((p) => {
      const tbts = p.runs.map((r) => Math.round(r.tbt));
      const m = p.median;
      return [p.name, p.runs.length, m.fcp, m.tbt, tbts.length ? `${Math.min(...tbts)}-${Math.max(...tbts)}` : '-', m.longestTask, m.longTasks, m.scriptMs, m.layoutMs, m.styleMs, m.taskMs];
    }),
  );
}

/** Order placement per database and shopper beside item-detail reads of the same API process. */
export function orderTable(runs: readonly OrderRun[]): string {
  return renderTable(
    ['database', 'shopper', 'payment method', 'orders/s', 'p50 ms', 'p99 ms', 'failed', 'item detail req/s', 'orders / detail reads', 'consistent'],
    runs.filter((r) => !r.skipped).flatMap((r) => r.rows.map((row) => [r.kind, row.shopper, row.method, row.ordersPerSecond, row.p50, row.p99, row.failures, r.detailRps, row.ratio, r.consistent ? 'yes' : 'NO'])),
  );
}

/** Interactions on the phone profile: median and worst of the runs, and the scripts behind the slowest run. */
export function interactionTable(figures: readonly InteractionFigure[]): string {
  return renderTable(
    ['page', 'interaction', 'runs', 'median ms', 'worst ms', 'median over control', 'React commits', 'behind the slowest run'],
    figures.map((f) => {
      const slowest = [...f.slow].sort((a, b) => b.ms - a.ms)[0];
      const behind = f.skipped ?? (slowest ? slowest.scripts.map((s) => `${s.source} ${s.fn} (${s.invoker}) ${s.ms} ms`).join('; ') : '');
      const over = overControl(f, figures);
      return [f.page, f.name, f.runs.length, formatMs(f.median), formatMs(f.worst), f.control || Number.isNaN(over) ? '' : `${over >= 0 ? '+' : ''}${Math.round(over)}`, commitRange(f), behind];
    }),
  );
}

/** Cross-remote navigations: tap to the new page's heading painted. */
export function navigationTable(figures: readonly NavigationFigure[]): string {
  return renderTable(
    ['from home to', 'remote', 'network', 'preload', 'runs', 'median ms', 'worst ms', 'full loads'],
    figures.map((f) => [f.target, f.remote, f.network, f.preload ? 'hover' : 'none', f.runs.length, f.skipped ?? String(Math.round(f.median)), Number.isNaN(f.worst) ? '-' : String(Math.round(f.worst)), f.fullLoads]),
  );
}
