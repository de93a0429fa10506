import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { actionsOf, returnFeeOf, reviewPointOf, reviewWritable, withinReturnWindow } from './claim-rules.ts';

const NOW = Date.UTC(2026, 10, 20, 3, 0, 0);
const daysAgo = (days: number) => toSeoulTimestamp(NOW - days * 86_400_000);

describe('claim rules', () => {
  it('charges return shipping only when the shopper chose to return, doubled for free shipping, never above the payment', () => {
    assert.equal(returnFeeOf('RETURN', 'CHANGE_OF_MIND', { totalShippingAmount: 3000, payAmount: 30_000 }), 3000);
    assert.equal(returnFeeOf('RETURN', 'CHANGE_OF_MIND', { totalShippingAmount: 0, payAmount: 30_000 }), 6000);
    assert.equal(returnFeeOf('RETURN', 'CHANGE_OF_MIND', { totalShippingAmount: 0, payAmount: 4000 }), 4000);
    assert.equal(returnFeeOf('RETURN', 'DEFECT', { totalShippingAmount: 0, payAmount: 30_000 }), 0);
    assert.equal(returnFeeOf('RETURN', 'WRONG_ITEM', { totalShippingAmount: 3000, payAmount: 30_000 }), 0);
    assert.equal(returnFeeOf('CANCEL', 'CHANGE_OF_MIND', { totalShippingAmount: 3000, payAmount: 30_000 }), 0);
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
