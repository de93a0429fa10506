import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { calculateShippingFee, type ShippingPolicy } from './shipping.ts';

const policy = (shippingType: string, extra: Partial<ShippingPolicy> = {}): ShippingPolicy => ({
  shippingType, shipping: 3000, shippingFreeAmount: 30000, shippingItemCount: 5, shippingExtraCharge1: 3000, shippingExtraCharge2: 5000, ...extra,
});

describe('calculateShippingFee', () => {
  it('type 1 is free', () => {
    assert.equal(calculateShippingFee(policy('1'), { amount: 1000, quantity: 1 }), 0);
  });

  it('types 2, 3 and 4 are free at or above the free amount', () => {
    for (const type of ['2', '3', '4']) {
      assert.equal(calculateShippingFee(policy(type), { amount: 29999, quantity: 1 }), 3000, type);
      assert.equal(calculateShippingFee(policy(type), { amount: 30000, quantity: 1 }), 0, type);
      assert.equal(calculateShippingFee(policy(type), { amount: 45000, quantity: 3 }), 0, type);
    }
  });

  it('type 5 charges per started batch of shippingItemCount units', () => {
    const p = policy('5', { shipping: 4000 });
    assert.equal(calculateShippingFee(p, { amount: 1, quantity: 1 }), 4000);
    assert.equal(calculateShippingFee(p, { amount: 1, quantity: 5 }), 4000);
    assert.equal(calculateShippingFee(p, { amount: 1, quantity: 6 }), 8000);
    assert.equal(calculateShippingFee(p, { amount: 1, quantity: 11 }), 12000);
    assert.equal(calculateShippingFee({ ...p, shippingItemCount: 0 }, { amount: 1, quantity: 7 }), 4000);
  });

  it('type 6 is a fixed fee whatever the amount', () => {
    assert.equal(calculateShippingFee(policy('6', { shipping: 15000 }), { amount: 10_000_000, quantity: 9 }), 15000);
  });

  it('adds the Jeju or island surcharge, even to free shipping', () => {
    assert.equal(calculateShippingFee(policy('2'), { amount: 10000, quantity: 1 }, 'JEJU'), 6000);
    assert.equal(calculateShippingFee(policy('1'), { amount: 10000, quantity: 1 }, 'ISLAND'), 5000);
  });

  it('charges nothing for an empty group and rejects unknown types', () => {
    assert.equal(calculateShippingFee(policy('6'), { amount: 0, quantity: 0 }, 'JEJU'), 0);
    assert.throws(() => calculateShippingFee(policy('9'), { amount: 1, quantity: 1 }), RangeError);
  });

  it('never charges more than the per-batch fee times the quantity (type 5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 50000 }), (qty, count, fee) => {
        const charged = calculateShippingFee(policy('5', { shipping: fee, shippingItemCount: count }), { amount: 0, quantity: qty });
        return charged <= fee * qty && charged >= fee && charged % Math.max(fee, 1) === 0;
      }),
    );
  });
});
