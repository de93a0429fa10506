import assert from 'node:assert/strict';
import { periodBounds } from './period.ts';

it('reads a yyyy-MM-dd period as whole Asia/Seoul days, ignoring impossible dates and swapping reversed ones', () => {
  assert.deepEqual(periodBounds('2026-11-01', '2026-11-24'), { from: '20261101000000', to: '20261124235959' });
  assert.deepEqual(periodBounds('2026-11-24', '2026-11-01'), { from: '20261101000000', to: '20261124235959' });
  assert.deepEqual(periodBounds('2026-02-30', ''), { from: undefined, to: undefined });
  assert.deepEqual(periodBounds('', '2026-01-31'), { from: undefined, to: '20260131235959' });
});
