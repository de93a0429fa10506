import assert from 'node:assert/strict';
import { jestSummary, postgresVerdict, type JestReport } from './test-report.ts';

test('a missing PostgreSQL fails the run unless the machine opts out', () => {
  assert.equal(postgresVerdict(null, false), 'ok');
  assert.equal(postgresVerdict('connect ECONNREFUSED 127.0.0.1:5432', false), 'failed');
  assert.equal(postgresVerdict('connect ECONNREFUSED 127.0.0.1:5432', true), 'skipped');
});

test('a Jest report gives the counts and names every skipped test with its file', () => {
  const report: JestReport = {
    numPassedTests: 3,
    numFailedTests: 1,
    numRuntimeErrorTestSuites: 1,
    testResults: [
      { name: '/repo/packages/a/src/x.test.ts', assertionResults: [{ fullName: 'x works', status: 'passed' }, { fullName: 'redis: shares counters', status: 'pending' }] },
      { name: '/repo/packages/a/src/y.test.ts', assertionResults: [{ fullName: 'y later', status: 'todo' }, { fullName: 'y fails', status: 'failed' }] },
    ],
  };
  assert.deepEqual(jestSummary(report, false, '/repo/packages/a'), { passed: 3, failed: 2, skipped: ['src/x.test.ts: redis: shares counters', 'src/y.test.ts: y later (todo)'] });
});

test('a Jest run without a report, or that exits non-zero with nothing failed in it, is a failure', () => {
  assert.deepEqual(jestSummary(null, false, '/repo'), { passed: 0, failed: 1, skipped: [] });
  const clean: JestReport = { numPassedTests: 2, numFailedTests: 0, numRuntimeErrorTestSuites: 0, testResults: [] };
  assert.equal(jestSummary(clean, true, '/repo').failed, 0);
  assert.equal(jestSummary(clean, false, '/repo').failed, 1);
});
