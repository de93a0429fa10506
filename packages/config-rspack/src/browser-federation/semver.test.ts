import assert from 'node:assert/strict';
import { compareVersions, satisfies } from './semver.ts';

test('orders versions by major, minor, patch', () => {
  assert.ok(compareVersions('19.3.1', '19.2.0') > 0);
  assert.ok(compareVersions('19.2.0', '19.10.0') < 0);
  assert.equal(compareVersions('1.0.0', '1.0'), 0);
});

test('reads the ranges shared modules declare', () => {
  assert.ok(satisfies('19.3.1', '^19.2.0'));
  assert.ok(!satisfies('19.1.0', '^19.2.0'));
  assert.ok(!satisfies('20.0.0', '^19.2.0'));
  assert.ok(satisfies('0.2.5', '^0.2.1') && !satisfies('0.3.0', '^0.2.1'));
  assert.ok(satisfies('3.0.1', '~3.0.0') && !satisfies('3.1.0', '~3.0.0'));
  assert.ok(satisfies('1.0.0', '*') && satisfies('1.0.0', false) && satisfies('5.0.0', '>=1.2.0'));
  assert.ok(satisfies('1.0.0', '1.0.0') && !satisfies('1.0.1', '1.0.0'));
});
