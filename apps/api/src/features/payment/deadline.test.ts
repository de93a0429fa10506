import assert from 'node:assert/strict';
import { deadlineAfterMinutes, depositDeadline } from './deadline.ts';

describe('payment deadlines (Asia/Seoul)', () => {
  it('ends a bank transfer on the last second of the due day in Seoul, whatever the server zone', () => {
    assert.equal(depositDeadline(Date.UTC(2026, 0, 1, 16), 3), '20260105235959');
    assert.equal(depositDeadline(Date.UTC(2026, 0, 1, 14, 59, 59), 3), '20260104235959');
    assert.equal(depositDeadline(Date.UTC(2026, 1, 26, 3), 3), '20260301235959');
  });

  it('gives card payments minutes from now', () => {
    assert.equal(deadlineAfterMinutes(Date.UTC(2026, 0, 1, 14, 45), 30), '20260102001500');
  });
});
