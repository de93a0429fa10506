import assert from 'node:assert/strict';
import fc from 'fast-check';
import { discountRate, isSoldOut } from './item-card.ts';

describe('discountRate', () => {
  it('rounds the percentage down', () => {
    assert.equal(discountRate(39900, 23900), 40);
    assert.equal(discountRate(10000, 10000), 0);
    assert.equal(discountRate(10000, 12000), 0);
    assert.equal(discountRate(0, 0), 0);
  });

  it('stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (list, sale) => {
        const rate = discountRate(list, sale);
        return rate >= 0 && rate <= 100 && Number.isInteger(rate);
      }),
    );
  });
});

describe('isSoldOut', () => {
  it('is true for the manual flag or an empty stock', () => {
    assert.equal(isSoldOut({ soldOutFlag: 'Y', stockQuantity: 10 }), true);
    assert.equal(isSoldOut({ soldOutFlag: 'N', stockQuantity: 0 }), true);
    assert.equal(isSoldOut({ soldOutFlag: 'N', stockQuantity: 1 }), false);
  });
});
