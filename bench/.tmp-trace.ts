import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { chromiumLaunchOptions } from './lib/browser.ts';
const url = process.argv[2]!; const out = process.argv[3]!;
const { executablePath, args: baseArgs } = chromiumLaunchOptions(); const args = process.env.LH_FLAGS !== undefined ? process.env.LH_FLAGS.split(' ').filter(Boolean) : baseArgs;
const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: [...args, '--headless=new'], logLevel: 'silent' });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
chrome.kill();
const a: any = r!.artifacts;
const trace = a.Trace ?? a.traces?.defaultPass;
writeFileSync(out, JSON.stringify(trace));
const lhr: any = r!.lhr;
console.log('score', Math.round(lhr.categories.performance.score * 100), 'tbt', Math.round(lhr.audits['total-blocking-time'].numericValue), 'lcp', Math.round(lhr.audits['largest-contentful-paint'].numericValue), 'fcp', Math.round(lhr.audits['first-contentful-paint'].numericValue));
// main-thread top-level tasks
const ev = trace.traceEvents as any[];
const start = ev.find((e) => e.name === 'navigationStart' )?.ts ?? ev[0].ts;
const mainPid = ev.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
const threads = ev.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const tid = threads.find((t) => t.pid === mainPid)?.tid ?? threads[0].tid; const pid = threads.find((t) => t.pid === mainPid)?.pid ?? threads[0].pid;
const mine = ev.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur);
const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 15000);
for (const t of tasks) {
  const kids = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 2000 && e.name !== 'RunTask');
  const byName = new Map<string, number>();
  for (const k of kids) byName.set(k.name, (byName.get(k.name) ?? 0) + k.dur);
  const top = [...byName].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', ');
  const urls = [...new Set(kids.map((k) => k.args?.data?.url || k.args?.data?.stackTrace?.[0]?.url).filter(Boolean))].slice(0, 3).join(' ');
  console.log(`${((t.ts - start) / 1000).toFixed(0)}ms dur ${(t.dur / 1000).toFixed(0)}: ${top} | ${urls}`);
}
