// Reading the test runners' output for the summary of scripts/test-all.ts.

/**
 * The tests and suites Node's test runner (spec reporter) skipped, each as "name: reason". A skipped suite is one
 * line (its tests are not counted in "ℹ skipped"), so the lines, not that count, say what did not run.
 * @example nodeSkips('﹣ search [postgres] (0.3ms) # PostgreSQL unreachable') // ['search [postgres]: PostgreSQL unreachable']
 */
export function nodeSkips(output: string): string[] {
  return [...output.matchAll(/^\s*\uFE63 (.+?) \([\d.]+m?s\)(?: # (.*))?$/gm)].map((m) => `${m[1]}${m[2] ? `: ${m[2]}` : ''}`);
}

/**
 * How the run treats PostgreSQL: reachable, a failure when it is not (this project's machines always have it), or
 * skipped when the machine says it has none (SHOP_TESTS_WITHOUT_POSTGRES=1).
 */
export function postgresVerdict(problem: string | null, withoutPostgres: boolean): 'ok' | 'failed' | 'skipped' {
  if (!problem) return 'ok';
  return withoutPostgres ? 'skipped' : 'failed';
}
