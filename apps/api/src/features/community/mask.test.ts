import assert from 'node:assert/strict';
import { maskLoginId, wireDay } from './mask.ts';

it('masks login ids, keeping at most three characters and at least two stars', () => {
  assert.equal(maskLoginId('minji92'), 'min****');
  assert.equal(maskLoginId('demo02'), 'dem***');
  assert.equal(maskLoginId('abcd'), 'ab**');
  assert.equal(maskLoginId('ab'), 'a**');
});

it('formats wire dates as days', () => {
  assert.equal(wireDay('20250601123000'), '2025-06-01');
  assert.equal(wireDay('2025'), '');
});
