// Turning what the browser observed (Event Timing and Long Animation Frame entries) into the interaction figures
// of the bench and their budgets (docs/performance.md, "Interactions").
import { median } from './stats.ts';

/** One PerformanceEventTiming entry, as read out of the page. */
export type EventEntry = { name: string; startTime: number; duration: number; interactionId: number; processingStart: number; processingEnd: number };
/** One script of a long animation frame (LoAF): where the frame's time went. */
export type FrameScript = { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number; startTime: number };
export type FrameEntry = { startTime: number; duration: number; blockingDuration: number; scripts: FrameScript[] };

/**
 * Event Timing reports only events of at least 16 ms (its smallest threshold), rounded to 8 ms: a run with no entry
 * took less than that, and counts as this figure.
 */
export const BELOW_THRESHOLD_MS = 0;

/**
 * The duration of the interaction a run performed: the longest event entry that started at or after `since` (the
 * moment before the first input of the run). Entries of every event type count, with or without an interaction id:
 * choosing in a native select or typing Korean arrives as `input`/`change` events, not as key or pointer events.
 */
export function runDuration(entries: readonly EventEntry[], since: number): number {
  let longest = BELOW_THRESHOLD_MS;
  for (const e of entries) if (e.startTime >= since && e.duration > longest) longest = e.duration;
  return longest;
}

/** Scripts of the long animation frames overlapping [from, to], longest first, merged by source and function. */
export function slowScripts(frames: readonly FrameEntry[], from: number, to: number, limit = 3): { source: string; fn: string; invoker: string; ms: number }[] {
  const merged = new Map<string, { source: string; fn: string; invoker: string; ms: number }>();
  for (const frame of frames) {
    if (frame.startTime > to || frame.startTime + frame.duration < from) continue;
    for (const s of frame.scripts) {
      const source = s.sourceURL ? shortSource(s.sourceURL) : '(inline or browser)';
      const key = `${source}|${s.sourceFunctionName}|${s.invoker}`;
      const row = merged.get(key) ?? { source, fn: s.sourceFunctionName || '(anonymous)', invoker: s.invoker, ms: 0 };
      row.ms += s.duration;
      merged.set(key, row);
    }
  }
  return [...merged.values()].sort((a, b) => b.ms - a.ms).slice(0, limit).map((r) => ({ ...r, ms: Math.round(r.ms) }));
}

/** A script URL without origin and query: `/_mf/catalog/client/static/js/123.abc.js` → `catalog: 123.abc.js`. */
export function shortSource(url: string): string {
  let pathname = url;
  try {
    pathname = new URL(url).pathname;
  } catch {
    // already a path
  }
  const remote = /^\/_mf\/([^/]+)\//.exec(pathname)?.[1];
  const file = pathname.split('/').pop() || pathname;
  return remote ? `${remote}: ${file}` : pathname.startsWith('/_shell/') ? `shell: ${file}` : file;
}

export type InteractionFigure = {
  page: string;
  name: string;
  /** Duration of each run, ms (0 = under Event Timing's 16 ms threshold). */
  runs: number[];
  median: number;
  worst: number;
  /** For runs over the budget: the scripts of the long frames behind them. */
  slow: { run: number; ms: number; scripts: ReturnType<typeof slowScripts> }[];
  /** Set when the interaction could not be performed on this build (what was missing). */
  skipped?: string;
  /** The control: a tap on a page without the shop's code (what the harness and the browser cost on their own). */
  control?: boolean;
  /** React commits of each run (counted through React's DevTools hook), where measured. */
  commits?: number[];
};

/** The commits of a figure's runs: `2`, or `1–2` when runs differ; empty when not measured. */
export function commitRange(figure: InteractionFigure): string {
  if (!figure.commits?.length) return '';
  const low = Math.min(...figure.commits);
  const high = Math.max(...figure.commits);
  return low === high ? String(low) : `${low}–${high}`;
}

/** A figure's median above the control's, ms: what the page itself adds to a tap (NaN without a control). */
export function overControl(figure: InteractionFigure, figures: readonly InteractionFigure[]): number {
  const control = figures.find((f) => f.control && !f.skipped);
  return control ? figure.median - control.median : Number.NaN;
}

export function summarise(page: string, name: string, runs: readonly number[], slow: InteractionFigure['slow'] = []): InteractionFigure {
  return { page, name, runs: [...runs], median: runs.length ? median(runs) : Number.NaN, worst: runs.length ? Math.max(...runs) : Number.NaN, slow: [...slow] };
}

/** "< 16" for a figure under Event Timing's threshold, the milliseconds otherwise. */
export function formatMs(ms: number): string {
  if (Number.isNaN(ms)) return '-';
  return ms === BELOW_THRESHOLD_MS ? '< 16' : String(Math.round(ms));
}

export type NavigationFigure = {
  target: string;
  remote: string;
  network: 'fast' | 'slow 4G';
  preload: boolean;
  /** Tap to the new page's main content painted, ms, per run. */
  runs: number[];
  median: number;
  worst: number;
  /** Runs that ended in a full page load instead of a client-side navigation. */
  fullLoads: number;
  skipped?: string;
};

export function summariseNavigation(f: Omit<NavigationFigure, 'median' | 'worst'>): NavigationFigure {
  return { ...f, median: f.runs.length ? median(f.runs) : Number.NaN, worst: f.runs.length ? Math.max(...f.runs) : Number.NaN };
}

/** The budgets of touch and navigation: every interaction's worst run, and cross-remote navigations by network and preload. */
export const INTERACTION_BUDGETS = {
  interactionWorstMs: 50,
  navigationFastMs: 200,
  navigationSlowPreloadedMs: 600,
  navigationSlowMs: 1000,
} as const;

/** The navigation budget of a profile: fast ≤ 200 ms (preloaded or not), slow 4G ≤ 600 ms after a preload, ≤ 1 s without. */
export function navigationBudget(network: NavigationFigure['network'], preload: boolean): number {
  if (network === 'fast') return INTERACTION_BUDGETS.navigationFastMs;
  return preload ? INTERACTION_BUDGETS.navigationSlowPreloadedMs : INTERACTION_BUDGETS.navigationSlowMs;
}
