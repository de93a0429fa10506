// What a first load costs the main thread, from one page load's long tasks and Chrome's own counters.
import { median } from './stats.ts';

/** One load: long tasks (start, duration in ms) and the renderer's cumulative work counters (ms). */
export type MainThreadSample = {
  fcp: number;
  longTasks: readonly (readonly [start: number, duration: number])[];
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  taskMs: number;
};

export type MainThreadFigures = { fcp: number; tbt: number; longestTask: number; longTasks: number; scriptMs: number; layoutMs: number; styleMs: number; taskMs: number };

/**
 * Total blocking time as Lighthouse defines it over an observed load: for each long task that starts at or after
 * the first contentful paint, the part beyond 50 ms.
 */
export function blockingTime(fcp: number, longTasks: MainThreadSample['longTasks']): number {
  return longTasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

export function figuresOf(sample: MainThreadSample): MainThreadFigures {
  return {
    fcp: sample.fcp,
    tbt: blockingTime(sample.fcp, sample.longTasks),
    longestTask: Math.max(0, ...sample.longTasks.map(([, d]) => d)),
    longTasks: sample.longTasks.length,
    scriptMs: sample.scriptMs,
    layoutMs: sample.layoutMs,
    styleMs: sample.styleMs,
    taskMs: sample.taskMs,
  };
}

/** The median of each figure over the loads (each figure on its own, so a row may mix loads). */
export function medianFigures(samples: readonly MainThreadFigures[]): MainThreadFigures {
  const m = (k: keyof MainThreadFigures) => Math.round(median(samples.map((s) => s[k])));
  return { fcp: m('fcp'), tbt: m('tbt'), longestTask: m('longestTask'), longTasks: m('longTasks'), scriptMs: m('scriptMs'), layoutMs: m('layoutMs'), styleMs: m('styleMs'), taskMs: m('taskMs') };
}
