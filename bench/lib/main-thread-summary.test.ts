import assert from 'node:assert/strict';
import { blockingTime, figuresOf, medianFigures } from './main-thread-summary.ts';

test('blocking time counts only the part of each long task beyond 50 ms, from the first contentful paint on', () => {
  // Before FCP (a 300 ms parse) does not count; 120 ms after it counts 70, 51 ms counts 1, 50 ms counts nothing.
  assert.equal(blockingTime(500, [[100, 300], [600, 120], [900, 51], [1000, 50]]), 71);
  assert.equal(blockingTime(500, []), 0);
});

test('a load with no long task has no longest task and no blocking time', () => {
  const f = figuresOf({ fcp: 400, longTasks: [], scriptMs: 10, layoutMs: 5, styleMs: 2, taskMs: 40 });
  assert.deepEqual([f.tbt, f.longestTask, f.longTasks], [0, 0, 0]);
});

test('the medians are taken figure by figure', () => {
  const f = (tbt: number, layoutMs: number) => figuresOf({ fcp: 0, longTasks: [[0, tbt + 50]], scriptMs: 1, layoutMs, styleMs: 1, taskMs: 1 });
  const m = medianFigures([f(100, 900), f(300, 100), f(200, 500)]);
  assert.equal(m.tbt, 200);
  assert.equal(m.layoutMs, 500);
});
