import assert from 'node:assert/strict';
import { lineStatusOf } from './order-summaries.ts';

const line = (claimed: number, claiming: number) => ({ id: 1, quantity: 1, claimedQuantity: claimed, claimingQuantity: claiming });

it('a line shows its own claim: requested, cancelled or returned, and an exchange completed while the order is delivered', () => {
  assert.equal(lineStatusOf('DELIVERED', line(0, 0), new Map()), 'DELIVERED');
  assert.equal(lineStatusOf('DELIVERED', line(0, 1), new Map([[1, 'REQUESTED:EXCHANGE']])), 'EXCHANGE_REQUESTED');
  assert.equal(lineStatusOf('DELIVERED', line(0, 0), new Map([[1, 'COMPLETED:EXCHANGE']])), 'EXCHANGED');
  // Confirmed afterwards: the order's state again.
  assert.equal(lineStatusOf('CONFIRMED', line(0, 0), new Map([[1, 'COMPLETED:EXCHANGE']])), 'CONFIRMED');
  assert.equal(lineStatusOf('PAID', line(1, 0), new Map([[1, 'COMPLETED:CANCEL']])), 'CANCELLED');
  assert.equal(lineStatusOf('DELIVERED', line(1, 0), new Map([[1, 'COMPLETED:RETURN']])), 'RETURNED');
});
