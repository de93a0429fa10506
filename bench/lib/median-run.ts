// Lighthouse's median run (core/lib/median-run.js): the run closest to the median FCP and the median TTI.
import { median } from './stats.ts';

export type RunMetrics = { score: number; fcp: number; lcp: number; tbt: number; cls: number; ttfb: number; si: number; tti: number };

/**
 * Index of the run nearest (Euclidean) to the median FCP and median TTI, ties broken by the lower TTI, as
 * Lighthouse CI does; the median of single metrics is reported beside it.
 */
export function medianRunIndex(runs: readonly RunMetrics[]): number {
  if (runs.length === 0) return -1;
  const mf = median(runs.map((r) => r.fcp));
  const mt = median(runs.map((r) => r.tti));
  const distance = (r: RunMetrics) => (mf - r.fcp) ** 2 + (mt - r.tti) ** 2;
  return runs
    .map((r, i) => ({ r, i }))
    .sort((a, b) => distance(a.r) - distance(b.r) || a.r.tti - b.r.tti)[0]!.i;
}

/** The median of each metric over the runs. */
export function metricMedians(runs: readonly RunMetrics[]): RunMetrics {
  const m = (k: keyof RunMetrics) => median(runs.map((r) => r[k]));
  return { score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), ttfb: m('ttfb'), si: m('si'), tti: m('tti') };
}
