import { probePostgres, TEST_PG_URL } from './seeded-templates.ts';

export { TEST_PG_URL };

const problem = await probePostgres(TEST_PG_URL);
if (problem) console.warn(`[api tests] PostgreSQL tests skipped: cannot reach ${TEST_PG_URL.replace(/\/\/[^@/]*@/, '//***@')} (${problem})`);

/**
 * Why PostgreSQL suites are skipped in this run, or undefined when it answers. Decided once, before any suite is
 * defined, so that a skipped suite is reported by Jest as skipped (and named in the test command's summary) rather
 * than passing without running; scripts/test-all.ts fails the run when PostgreSQL is unreachable unless
 * SHOP_TESTS_WITHOUT_POSTGRES=1.
 */
export const POSTGRES_SKIP: string | undefined = problem ? `PostgreSQL unreachable: ${problem}` : undefined;

/** `describe`, or `describe.skip` when PostgreSQL is unreachable. */
export const describeWithPostgres = POSTGRES_SKIP ? describe.skip : describe;
