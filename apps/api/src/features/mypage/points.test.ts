import assert from 'node:assert/strict';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { expiringLots, expiryOf, replayLots, type LedgerEntry } from './points.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25);
const at = (daysAgo: number) => toSeoulTimestamp(NOW - daysAgo * DAY);
let ids = 0;
const line = (amount: number, daysAgo: number, reason = amount > 0 ? 'ORDER_EARN' : 'ORDER_USE', sourceLedgerId: number | null = null): LedgerEntry =>
  ({ id: (ids += 1), amount, reason, createdAt: at(daysAgo), sourceLedgerId });
const left = (entries: LedgerEntry[]) => replayLots(entries).map((l) => l.left);

it('expires points a year after they were earned, spending the oldest live points first', () => {
  assert.equal(expiryOf('20260101120000'), '20270101120000');
  const earnings = [line(1000, 350), line(500, 340), line(700, 10)];
  // Both old earnings expire within 30 days; 1,200 spent takes all of the first and 200 of the second.
  assert.equal(expiringLots(replayLots(earnings), NOW, NOW + 30 * DAY).reduce((s, d) => s + d.point, 0), 1500);
  assert.deepEqual(left([...earnings, line(-1200, 5)]), [0, 300, 700]);
  assert.deepEqual(expiringLots(replayLots([...earnings, line(-1200, 5)]), NOW, NOW + 30 * DAY).map((d) => d.point), [300]);
  // Already expired earnings are not "expiring".
  assert.deepEqual(expiringLots(replayLots([line(100, 400)]), NOW, NOW + 30 * DAY), []);
});

it('a spend after an earning lapsed never takes from it, and a recorded expiry closes its lot', () => {
  const old = line(1000, 400);
  const fresh = line(500, 20);
  // Spent 300 twenty days ago: the old lot had lapsed 35 days ago, so the fresh one pays.
  assert.deepEqual(left([old, fresh, line(-300, 10)]), [1000, 200]);
  const lots = replayLots([old, fresh, line(-300, 10), line(-1000, 35, 'EXPIRE', old.id)]);
  assert.deepEqual(lots.map((l) => [l.left, l.expired]), [[0, true], [200, false]]);
});
