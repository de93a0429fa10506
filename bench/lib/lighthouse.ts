// Lighthouse (npm package) on Debian's chromium through chrome-launcher: default mobile emulation and simulated
// Slow 4G / 4x CPU throttling, a fresh browser per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from './browser.ts';
import { medianRunIndex, metricMedians, type RunMetrics } from './median-run.ts';

export type LighthousePage = {
  name: string;
  url: string;
  runs: RunMetrics[];
  /** Index into runs of the median run (Lighthouse's own rule); its figures are the ones reported. */
  medianRun: number;
  median: RunMetrics;
  /** Median of each metric over the runs, beside the median run. */
  metricMedians: RunMetrics;
  benchmarkIndex: number[];
  lcpElement: string;
  /** Per run: the element of the largest layout shift (empty when nothing shifted). */
  shiftElements: string[];
  errors: string[];
  lighthouseVersion: string;
  /** Findings of the median run that cost time (audits scored below 1 with a display value). */
  findings: { id: string; title: string; displayValue: string }[];
};

type Audit = { numericValue?: number; details?: { items?: { snippet?: string; node?: { snippet?: string }; items?: { node?: { snippet?: string } }[] }[] } };

function metric(audits: Record<string, Audit>, id: string): number {
  return audits[id]?.numericValue ?? Number.NaN;
}

function firstSnippet(audits: Record<string, Audit>, id: string): string {
  const items = audits[id]?.details?.items ?? [];
  for (const item of items) {
    const snippet = item.snippet ?? item.node?.snippet ?? item.items?.[0]?.node?.snippet;
    if (snippet) return snippet.slice(0, 200);
  }
  return '';
}

/** One Lighthouse run of the performance category. */
async function runOnce(url: string, headers: Record<string, string>): Promise<{ metrics: RunMetrics; benchmarkIndex: number; lcp: string; shift: string; version: string; warning?: string; lhr: unknown }> {
  const { executablePath, args } = chromiumLaunchOptions();
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: [...args, '--headless=new'], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: headers });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    const score = lhr.categories.performance?.score;
    return {
      metrics: {
        score: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
        fcp: Math.round(metric(audits, 'first-contentful-paint')),
        lcp: Math.round(metric(audits, 'largest-contentful-paint')),
        tbt: Math.round(metric(audits, 'total-blocking-time')),
        cls: Math.round(metric(audits, 'cumulative-layout-shift') * 10000) / 10000,
        ttfb: Math.round(metric(audits, 'server-response-time')),
        si: Math.round(metric(audits, 'speed-index')),
        tti: Math.round(metric(audits, 'interactive')),
      },
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lcp: firstSnippet(audits, 'lcp-breakdown-insight') || firstSnippet(audits, 'largest-contentful-paint-element'),
      shift: firstSnippet(audits, 'layout-shifts'),
      version: lhr.lighthouseVersion,
      warning: lhr.runWarnings.join(' ') || undefined,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` Lighthouse runs of one page; a failed run is recorded and skipped. */
type Lhr = { audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }> };

function findingsOf(lhr: Lhr | undefined): LighthousePage['findings'] {
  if (!lhr) return [];
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.displayValue && a.scoreDisplayMode !== 'informative')
    .map((a) => ({ id: a.id, title: a.title, displayValue: a.displayValue ?? '' }));
}

/**
 * `runs` Lighthouse runs of one page; a failed run is recorded and skipped. The median run's full report is
 * handed to `saveReport` (the suite keeps it under bench/results/).
 */
export async function lighthousePage(
  name: string,
  url: string,
  runs: number,
  headers: Record<string, string> = {},
  onRun?: (line: string) => void,
  saveReport?: (lhr: unknown) => void,
): Promise<LighthousePage> {
  const reports: unknown[] = [];
  const shifts: string[] = [];
  const out: RunMetrics[] = [];
  const bench: number[] = [];
  const errors: string[] = [];
  let lcp = '';
  let version = '';
  for (let i = 0; i < runs; i += 1) {
    try {
      const r = await runOnce(url, headers);
      out.push(r.metrics);
      reports.push(r.lhr);
      shifts.push(r.metrics.cls > 0 ? r.shift : '');
      bench.push(r.benchmarkIndex);
      lcp = r.lcp || lcp;
      version = r.version;
      if (r.warning) errors.push(`run ${i + 1} warning: ${r.warning}`);
      onRun?.(`  ${name} run ${i + 1}/${runs}: score ${r.metrics.score}, LCP ${r.metrics.lcp} ms, TBT ${r.metrics.tbt} ms, CLS ${r.metrics.cls}`);
    } catch (error) {
      errors.push(`run ${i + 1}: ${error instanceof Error ? error.message : String(error)}`);
      onRun?.(`  ${name} run ${i + 1}/${runs} failed: ${errors[errors.length - 1]}`);
    }
  }
  const idx = medianRunIndex(out);
  if (idx >= 0) saveReport?.(reports[idx]);
  const none: RunMetrics = { score: Number.NaN, fcp: Number.NaN, lcp: Number.NaN, tbt: Number.NaN, cls: Number.NaN, ttfb: Number.NaN, si: Number.NaN, tti: Number.NaN };
  return { name, url, runs: out, medianRun: idx, median: out[idx] ?? none, metricMedians: out.length ? metricMedians(out) : none, benchmarkIndex: bench, lcpElement: lcp, shiftElements: shifts, errors, lighthouseVersion: version, findings: findingsOf(reports[idx] as Lhr | undefined) };
}
