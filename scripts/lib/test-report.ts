// Reading the test runners' reports for the summary of scripts/test-all.ts.

/** The part of Jest's `--json` report the summary reads. */
export type JestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: { name: string; status?: string; startTime?: number; endTime?: number; assertionResults: { fullName: string; status: string }[] }[];
};

/** A slice of one Jest run's report: the suites under `dir` (a workspace of a run over several). */
export function reportOf(report: JestReport, dir: string, others: string[] = []): JestReport {
  // A suite belongs to the deepest of the given folders that holds it (the root holds every workspace).
  const deeper = others.filter((other) => other !== dir && other.startsWith(`${dir}/`));
  const suites = report.testResults.filter((suite) => suite.name.startsWith(`${dir}/`) && !deeper.some((other) => suite.name.startsWith(`${other}/`)));
  const count = (status: string) => suites.reduce((n, suite) => n + suite.assertionResults.filter((a) => a.status === status).length, 0);
  return {
    numPassedTests: count('passed'),
    numFailedTests: count('failed'),
    numRuntimeErrorTestSuites: suites.filter((suite) => suite.status === 'failed' && !suite.assertionResults.some((a) => a.status === 'failed')).length,
    testResults: suites,
  };
}

/** How long a slice's suites ran, added up (several run at once in one Jest run, so this is work, not wall time). */
export function suiteSeconds(report: JestReport): number {
  return report.testResults.reduce((sum, suite) => sum + Math.max(0, (suite.endTime ?? 0) - (suite.startTime ?? 0)), 0) / 1000;
}

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
