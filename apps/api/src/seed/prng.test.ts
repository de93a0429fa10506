import assert from 'node:assert/strict';
import { createPrng } from './prng.ts';

describe('createPrng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const seqA = Array.from({ length: 20 }, () => a.int(0, 1000));
    const seqB = Array.from({ length: 20 }, () => b.int(0, 1000));
    assert.deepEqual(seqA, seqB);
    const c = createPrng(43);
    assert.notDeepEqual(seqA, Array.from({ length: 20 }, () => c.int(0, 1000)));
  });

  it('stays within bounds and samples without repeats', () => {
    const r = createPrng(7);
    for (let i = 0; i < 1000; i += 1) {
      const n = r.int(3, 5);
      assert.ok(n >= 3 && n <= 5);
    }
    const s = r.sample([1, 2, 3, 4, 5], 3);
    assert.equal(new Set(s).size, 3);
  });
});
