import assert from 'node:assert/strict';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { accountCode, isPasswordExpired } from './account-status.ts';

const NOW = Date.UTC(2025, 5, 1);
const daysAgo = (d: number): string => toSeoulTimestamp(NOW - d * 86_400_000);

describe('account status', () => {
  it('expires passwords after 90 days', () => {
    assert.equal(isPasswordExpired(daysAgo(89), NOW), false);
    assert.equal(isPasswordExpired(daysAgo(90), NOW), true);
    assert.equal(isPasswordExpired('garbage', NOW), true);
  });

  it('reports the most urgent state first', () => {
    const base = { sleepUserFlag: 'N', tempPasswordFlag: 'N', passwordChangedAt: daysAgo(1) };
    assert.equal(accountCode(base, NOW), undefined);
    assert.equal(accountCode({ ...base, passwordChangedAt: daysAgo(120) }, NOW), 'PASSWORD_EXPIRED');
    assert.equal(accountCode({ ...base, tempPasswordFlag: 'Y', passwordChangedAt: daysAgo(120) }, NOW), 'TEMP_PASSWORD');
    assert.equal(accountCode({ ...base, sleepUserFlag: 'Y', tempPasswordFlag: 'Y' }, NOW), 'SLEEP_USER');
  });
});
