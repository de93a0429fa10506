import assert from 'node:assert/strict';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { actionsOf, isShopFault, reviewPointOf, reviewWritable, withinReturnWindow } from './claim-rules.ts';

const NOW = Date.UTC(2026, 10, 20, 3, 0, 0);
const daysAgo = (days: number) => toSeoulTimestamp(NOW - days * 86_400_000);

describe('claim rules', () => {
  it('knows which reasons are the shop\'s fault (no return fee then: claim-amounts.test.ts)', () => {
    assert.deepEqual(['DEFECT', 'WRONG_ITEM', 'CHANGE_OF_MIND'].map((r) => isShopFault('RETURN', r)), [true, true, false]);
    assert.equal(isShopFault('CANCEL', 'CHANGE_OF_MIND'), false);
  });

  it('allows returns for 7 days after delivery', () => {
    assert.equal(withinReturnWindow(daysAgo(6.9), NOW), true);
    assert.equal(withinReturnWindow(daysAgo(7.1), NOW), false);
    assert.equal(withinReturnWindow(null, NOW), false);
  });

  it('allows reviews after delivery or confirmation within 90 days of the order', () => {
    assert.equal(reviewWritable('DELIVERED', daysAgo(10), NOW), true);
    assert.equal(reviewWritable('CONFIRMED', daysAgo(89), NOW), true);
    assert.equal(reviewWritable('CONFIRMED', daysAgo(91), NOW), false);
    assert.equal(reviewWritable('SHIPPING', daysAgo(1), NOW), false);
    assert.equal(reviewWritable('RETURNED', daysAgo(1), NOW), false);
    assert.equal(reviewPointOf([]), 1000);
    assert.equal(reviewPointOf(['/upload/a.png']), 2000);
  });

  it('offers the buttons of each state', () => {
    const at = (status: string, deliveredAt: string | null = null, deliveryNumber: string | null = null) => actionsOf({ status, deliveredAt, deliveryNumber }, NOW);
    assert.deepEqual(at('WAITING_DEPOSIT'), ['CANCEL']);
    assert.deepEqual(at('PAID'), ['CANCEL_APPLY']);
    assert.deepEqual(at('SHIPPING', null, '123'), ['TRACKING']);
    assert.deepEqual(at('DELIVERED', daysAgo(1), '123'), ['CONFIRM', 'RETURN_APPLY', 'EXCHANGE_APPLY', 'TRACKING']);
    assert.deepEqual(at('DELIVERED', daysAgo(8)), ['CONFIRM']);
    assert.deepEqual(at('CONFIRMED', daysAgo(1)), []);
    assert.deepEqual(at('CANCELLED'), []);
  });
});
