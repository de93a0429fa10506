// Reading the test runners' reports (JUnit XML of Node's test runner; Jest's and Playwright's JSON are read where they
// are used) for the summary of scripts/test-all.ts.

/** What one runner's report says: how many tests passed and failed, and each skipped test or suite with its reason. */
export type ReportSummary = { passed: number; failed: number; skipped: string[] };

const unescapeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/**
 * The summary of a JUnit XML report, as Node's test runner writes it (`--test-reporter=junit`): every `<testcase>`
 * is a test, or a suite skipped as a whole (one line for the suite, as nothing in it ran); one with `<failure>`
 * failed, one with `<skipped>` (skip or todo) did not run, the others passed.
 * @example junitSummary('<testcase name="finds" time="0.1"/>') // { passed: 1, failed: 0, skipped: [] }
 */
export function junitSummary(xml: string): ReportSummary {
  const summary: ReportSummary = { passed: 0, failed: 0, skipped: [] };
  for (const [, attributes, body = ''] of xml.matchAll(/<testcase((?:\s+[\w:-]+="[^"]*")*)\s*(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const name = unescapeXml(/\bname="([^"]*)"/.exec(attributes!)?.[1] ?? '');
    const skipped = /<skipped\s+type="([^"]*)"\s+message="([^"]*)"/.exec(body) ?? /<skipped\b()()/.exec(body);
    if (/<failure\b/.test(body)) summary.failed += 1;
    else if (skipped) {
      const [, type, message] = skipped;
      const reason = type === 'todo' ? 'todo' : unescapeXml(message ?? '');
      summary.skipped.push(reason ? `${name}: ${reason}` : name);
    } else summary.passed += 1;
  }
  return summary;
}

/**
 * How the run treats PostgreSQL: reachable, a failure when it is not (this project's machines always have it), or
 * skipped when the machine says it has none (SHOP_TESTS_WITHOUT_POSTGRES=1).
 */
export function postgresVerdict(problem: string | null, withoutPostgres: boolean): 'ok' | 'failed' | 'skipped' {
  if (!problem) return 'ok';
  return withoutPostgres ? 'skipped' : 'failed';
}
