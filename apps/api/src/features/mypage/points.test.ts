import assert from 'node:assert/strict';
import { it } from 'node:test';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { expiringAmount, expiryOf } from './points.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25);
const at = (daysAgo: number) => toSeoulTimestamp(NOW - daysAgo * DAY);

it('expires points a year after they were earned, spending the oldest first', () => {
  assert.equal(expiryOf('20260101120000'), '20270101120000');
  const earnings = [{ amount: 1000, createdAt: at(350) }, { amount: 500, createdAt: at(340) }, { amount: 700, createdAt: at(10) }];
  // Both old earnings expire within 30 days; 1,200 spent takes all of the first and 200 of the second.
  assert.equal(expiringAmount(earnings, 0, NOW, NOW + 30 * DAY), 1500);
  assert.equal(expiringAmount(earnings, 1200, NOW, NOW + 30 * DAY), 300);
  assert.equal(expiringAmount(earnings, 5000, NOW, NOW + 30 * DAY), 0);
  // Already expired earnings are not "expiring".
  assert.equal(expiringAmount([{ amount: 100, createdAt: at(400) }], 0, NOW, NOW + 30 * DAY), 0);
});
