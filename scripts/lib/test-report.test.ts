import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { junitSummary, postgresVerdict } from './test-report.ts';

test('the JUnit report of a real node:test run counts passes and failures and names every skip with its reason', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-report-'));
  const file = path.join(dir, 'sample.test.mjs');
  const report = path.join(dir, 'report.xml');
  writeFileSync(file, [
    "import { describe, it, test } from 'node:test';",
    "describe('search [postgres]', { skip: 'PostgreSQL unreachable: connect ECONNREFUSED 127.0.0.1:5432' }, () => { it('finds', () => {}); it('sorts', () => {}); });",
    "describe('search [sqlite]', () => { it('finds <\"quoted\"> & more', () => {}); it('needs redis', (t) => t.skip('redis-server is not installed')); it('breaks', () => { throw new Error('boom'); }); });",
    "test('top', async (t) => { await t.test('sub', () => {}); });",
    "test.todo('later');",
  ].join('\n'));
  // As test-all runs it: a runner of its own (not a child reporting to this test run), writing its JUnit report.
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=junit', `--test-reporter-destination=${report}`, file], { encoding: 'utf8', env });
  assert.equal(run.status, 1, 'a failing test fails the run');
  assert.deepEqual(junitSummary(readFileSync(report, 'utf8')), {
    passed: 2,
    failed: 1,
    skipped: ['search [postgres]: PostgreSQL unreachable: connect ECONNREFUSED 127.0.0.1:5432', 'needs redis: redis-server is not installed', 'later: todo'],
  });
});

test('a missing PostgreSQL fails the run unless the machine opts out', () => {
  assert.equal(postgresVerdict(null, false), 'ok');
  assert.equal(postgresVerdict('connect ECONNREFUSED 127.0.0.1:5432', false), 'failed');
  assert.equal(postgresVerdict('connect ECONNREFUSED 127.0.0.1:5432', true), 'skipped');
});
