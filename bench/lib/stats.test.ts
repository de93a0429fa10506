import assert from 'node:assert/strict';
import { kb, median, medianIndex, percentile, ratio } from './stats.ts';

test('median of odd and even counts, NaN when empty', () => {
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
});

test('medianIndex points at the run holding the median value', () => {
  assert.equal(medianIndex([30, 10, 20]), 2);
  assert.equal(medianIndex([4, 1, 3, 2]), 3);
  assert.equal(medianIndex([]), -1);
});

test('ratio rounds to two decimals and refuses a zero divisor', () => {
  assert.equal(ratio(1, 3), 0.33);
  assert.ok(Number.isNaN(ratio(1, 0)));
});

test('kb uses 1000-byte kilobytes', () => {
  assert.equal(kb(130_000), 130);
  assert.equal(kb(1234), 1.2);
});

test('percentile takes the nearest rank: p99 of 100 values is the 99th, p50 of 4 values the 2nd', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);
  assert.equal(percentile(hundred, 99), 99);
  assert.equal(percentile(hundred, 100), 100);
  assert.equal(percentile([4, 1, 3, 2], 50), 2);
  assert.equal(percentile([7], 99), 7);
  assert.ok(Number.isNaN(percentile([], 50)));
});
