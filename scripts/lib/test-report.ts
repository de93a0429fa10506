// Reading the test runners' reports for the summary of scripts/test-all.ts.

/** The part of Jest's `--json` report the summary reads. */
export type JestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
};

/**
 * One workspace's counts from its Jest report: a suite that failed to run counts as a failure, and every skipped or
 * todo test is named (its file, relative to `dir`, then its full name). No report (Jest did not get that far) is a
 * failure, as is a non-zero exit with nothing failed in the report.
 */
export function jestSummary(report: JestReport | null, exitedOk: boolean, dir: string): { passed: number; failed: number; skipped: string[] } {
  if (!report) return { passed: 0, failed: 1, skipped: [] };
  const failed = report.numFailedTests + report.numRuntimeErrorTestSuites || (exitedOk ? 0 : 1);
  const relative = (file: string) => (file.startsWith(`${dir}/`) ? file.slice(dir.length + 1) : file);
  const skipped = report.testResults.flatMap((suite) => suite.assertionResults.filter((a) => a.status === 'pending' || a.status === 'skipped' || a.status === 'todo').map((a) => `${relative(suite.name)}: ${a.fullName}${a.status === 'todo' ? ' (todo)' : ''}`));
  return { passed: report.numPassedTests, failed, skipped };
}

/**
 * How the run treats PostgreSQL: reachable, a failure when it is not (this project's machines always have it), or
 * skipped when the machine says it has none (SHOP_TESTS_WITHOUT_POSTGRES=1).
 */
export function postgresVerdict(problem: string | null, withoutPostgres: boolean): 'ok' | 'failed' | 'skipped' {
  if (!problem) return 'ok';
  return withoutPostgres ? 'skipped' : 'failed';
}
