import pg from 'pg';

/** The PostgreSQL the API's tests use (a fresh schema each). */
export const TEST_PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function probePostgres(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined); // the probe already failed or succeeded; closing is best effort
  }
}

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
