// Main-thread work of a first load in Chromium, with DevTools' 4x CPU slowdown (real throttling, not Lighthouse's
// simulation): long tasks from a PerformanceObserver, layout/style/script time from the renderer's counters.
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, MOBILE_DEVICE } from './browser.ts';
import { figuresOf, medianFigures, type MainThreadFigures } from './main-thread-summary.ts';
import type { PageTarget } from './page-weight.ts';

export type MainThreadPage = { name: string; url: string; median: MainThreadFigures; runs: MainThreadFigures[] };

/** How long a load is watched after the load event: hydration and the lazy work after it. */
const SETTLE_MS = 4000;

declare global {
  interface Window {
    __benchLongTasks?: [number, number][];
  }
}

/** `runs` fresh-context loads of each page, in the mobile viewport at 4x CPU slowdown. */
export async function measureMainThread(targets: readonly PageTarget[], runs: number, onRun?: (line: string) => void): Promise<MainThreadPage[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const out: MainThreadPage[] = [];
  try {
    for (const target of targets) {
      const samples: MainThreadFigures[] = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ ...MOBILE_DEVICE });
        try {
          await target.setup?.(context);
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Performance.enable');
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.addInitScript(() => {
            window.__benchLongTasks = [];
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) window.__benchLongTasks!.push([e.startTime, e.duration]);
            }).observe({ type: 'longtask', buffered: true });
          });
          await page.goto(target.url, { waitUntil: 'load' });
          await page.waitForTimeout(SETTLE_MS);
          const counters = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value * 1000]));
          const observed = await page.evaluate(() => ({
            longTasks: window.__benchLongTasks ?? [],
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
          }));
          const figures = figuresOf({ ...observed, scriptMs: counters.ScriptDuration ?? 0, layoutMs: counters.LayoutDuration ?? 0, styleMs: counters.RecalcStyleDuration ?? 0, taskMs: counters.TaskDuration ?? 0 });
          samples.push(figures);
          onRun?.(`  ${target.name} run ${i + 1}/${runs}: TBT ${Math.round(figures.tbt)} ms, longest task ${Math.round(figures.longestTask)} ms, layout ${Math.round(figures.layoutMs)} ms`);
        } finally {
          await context.close();
        }
      }
      out.push({ name: target.name, url: target.url, median: medianFigures(samples), runs: samples });
    }
  } finally {
    await browser.close();
  }
  return out;
}
