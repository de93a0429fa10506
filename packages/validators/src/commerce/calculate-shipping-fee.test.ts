import fc from 'fast-check';
import { calculateShippingFee } from './calculate-shipping-fee.ts';
import type { ShippingGroupInput } from './calculate-shipping-fee.ts';

const base: ShippingGroupInput = { shippingType: '1', shipping: 3000, shippingFreeAmount: 50000, shippingItemCount: 2, amount: 20000, quantity: 3 };

describe('calculateShippingFee', () => {
  it('applies each shipping type', () => {
    expect(calculateShippingFee({ ...base, shippingType: '1' })).toBe(0);
    for (const type of ['2', '3', '4']) {
      expect(calculateShippingFee({ ...base, shippingType: type })).toBe(3000);
      expect(calculateShippingFee({ ...base, shippingType: type, amount: 50000 })).toBe(0);
      expect(calculateShippingFee({ ...base, shippingType: type, amount: 49999 })).toBe(3000);
    }
    expect(calculateShippingFee({ ...base, shippingType: '5', quantity: 3 })).toBe(6000);
    expect(calculateShippingFee({ ...base, shippingType: '5', quantity: 4 })).toBe(6000);
    expect(calculateShippingFee({ ...base, shippingType: 5, quantity: 5 })).toBe(9000);
    expect(calculateShippingFee({ ...base, shippingType: '6', amount: 999999 })).toBe(3000);
  });

  it('adds extra charge 1 for JEJU and 2 for ISLAND', () => {
    const remote = { ...base, shippingType: '2', shippingExtraCharge1: 3000, shippingExtraCharge2: 5000 };
    expect(calculateShippingFee({ ...remote, islandType: 'JEJU' })).toBe(6000);
    expect(calculateShippingFee({ ...remote, islandType: 'ISLAND' })).toBe(8000);
    expect(calculateShippingFee({ ...remote, islandType: 'ISLAND', amount: 60000 })).toBe(5000);
    expect(calculateShippingFee({ ...remote, islandType: '' })).toBe(3000);
  });

  it('charges nothing for an empty group and rejects bad input', () => {
    expect(calculateShippingFee({ ...base, shippingType: '6', quantity: 0, amount: 0 })).toBe(0);
    expect(() => calculateShippingFee({ ...base, shippingType: '9' })).toThrow(RangeError);
    expect(() => calculateShippingFee({ ...base, amount: -1 })).toThrow(RangeError);
    expect(() => calculateShippingFee({ ...base, shipping: 10.5, shippingType: '6' })).toThrow(RangeError);
  });

  const won = fc.integer({ min: 0, max: 1_000_000 });
  const group = fc.record({
    shippingType: fc.constantFrom('1', '2', '3', '4', '5', '6'),
    shipping: won,
    shippingFreeAmount: won,
    shippingItemCount: fc.integer({ min: 1, max: 10 }),
    amount: won,
    quantity: fc.integer({ min: 1, max: 100 }),
    islandType: fc.constantFrom('' as const, 'JEJU' as const, 'ISLAND' as const),
    shippingExtraCharge1: fc.integer({ min: 0, max: 10_000 }),
    shippingExtraCharge2: fc.integer({ min: 0, max: 10_000 }),
  });

  it('is never negative and always an integer', () => {
    fc.assert(fc.property(group, (g) => {
      const fee = calculateShippingFee(g);
      expect(Number.isSafeInteger(fee)).toBe(true);
      expect(fee).toBeGreaterThanOrEqual(0);
    }));
  });

  it('is free (apart from the surcharge) at or above the threshold for conditional types', () => {
    fc.assert(fc.property(group, fc.constantFrom('2', '3', '4'), fc.nat(100_000), (g, type, extra) => {
      const fee = calculateShippingFee({ ...g, shippingType: type, islandType: '', amount: g.shippingFreeAmount + extra });
      expect(fee).toBe(0);
    }));
  });

  it('charges one fee per started batch for type 5', () => {
    fc.assert(fc.property(group, (g) => {
      const fee = calculateShippingFee({ ...g, shippingType: '5', islandType: '' });
      const batches = fee === 0 ? 0 : fee / g.shipping;
      if (g.shipping > 0) {
        expect(Number.isInteger(batches)).toBe(true);
        expect(batches * g.shippingItemCount).toBeGreaterThanOrEqual(g.quantity);
        expect((batches - 1) * g.shippingItemCount).toBeLessThan(g.quantity);
      }
      // Adding one more batch of items adds exactly one fee.
      expect(calculateShippingFee({ ...g, shippingType: '5', islandType: '', quantity: g.quantity + g.shippingItemCount })).toBe(fee + g.shipping);
    }));
  });
});
