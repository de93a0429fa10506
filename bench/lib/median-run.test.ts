import assert from 'node:assert/strict';
import { medianRunIndex, metricMedians, type RunMetrics } from './median-run.ts';

const run = (fcp: number, tti: number, score = 90): RunMetrics => ({ score, fcp, lcp: fcp + 500, tbt: 50, cls: 0, ttfb: 20, si: fcp, tti });

test('picks the run nearest the median FCP and TTI', () => {
  const runs = [run(1000, 3000), run(1200, 3500), run(900, 2000), run(1100, 3200), run(3000, 9000)];
  assert.equal(medianRunIndex(runs), 3);
});

test('ties go to the lower TTI; an empty list has no median run', () => {
  assert.equal(medianRunIndex([run(1000, 3000), run(1000, 2000)]), 1);
  assert.equal(medianRunIndex([]), -1);
});

test('metricMedians takes the median of each metric separately', () => {
  const m = metricMedians([run(1000, 3000, 80), run(1200, 3500, 99), run(900, 2000, 90)]);
  assert.equal(m.score, 90);
  assert.equal(m.fcp, 1000);
  assert.equal(m.tti, 3000);
});
