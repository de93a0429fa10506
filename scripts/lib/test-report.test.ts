import assert from 'node:assert/strict';
import { jestSummary, postgresVerdict, reportOf, suiteSeconds, type JestReport } from './test-report.ts';

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

test('one run over several workspaces is sliced per workspace: each suite counts once, in the deepest folder that holds it', () => {
  const report: JestReport = {
    numPassedTests: 4,
    numFailedTests: 1,
    numRuntimeErrorTestSuites: 1,
    testResults: [
      { name: '/repo/apps/a/src/x.test.ts', status: 'passed', startTime: 1000, endTime: 3000, assertionResults: [{ fullName: 'x', status: 'passed' }, { fullName: 'x later', status: 'todo' }] },
      { name: '/repo/apps/a/src/y.test.ts', status: 'failed', startTime: 1000, endTime: 1500, assertionResults: [{ fullName: 'y', status: 'failed' }, { fullName: 'y ok', status: 'passed' }] },
      { name: '/repo/apps/ab/src/z.test.ts', status: 'failed', startTime: 0, endTime: 100, assertionResults: [] },
      { name: '/repo/scripts/lib/w.test.ts', status: 'passed', startTime: 0, endTime: 100, assertionResults: [{ fullName: 'w', status: 'passed' }, { fullName: 'w2', status: 'passed' }] },
    ],
  };
  const dirs = ['/repo/apps/a', '/repo/apps/ab', '/repo'];
  const a = reportOf(report, '/repo/apps/a', dirs);
  assert.deepEqual(jestSummary(a, true, '/repo/apps/a'), { passed: 2, failed: 1, skipped: ['src/x.test.ts: x later (todo)'] });
  assert.equal(suiteSeconds(a), 2.5);
  // A suite that could not run (no test failed in it, but it failed) is a failure of its own workspace only.
  assert.deepEqual(jestSummary(reportOf(report, '/repo/apps/ab', dirs), true, '/repo/apps/ab'), { passed: 0, failed: 1, skipped: [] });
  assert.deepEqual(jestSummary(reportOf(report, '/repo', dirs), true, '/repo'), { passed: 2, failed: 0, skipped: [] });
});
