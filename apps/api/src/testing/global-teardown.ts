import { dirname } from 'node:path';
import { dropDatabase, removeDir, TEMPLATE_ENV, TEST_PG_URL } from './seeded-templates.ts';

/** Removes the run's templates (global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  const sqlite = process.env[TEMPLATE_ENV.sqlite];
  if (sqlite) await removeDir(dirname(sqlite));
  const postgres = process.env[TEMPLATE_ENV.postgres];
  if (postgres) await dropDatabase(TEST_PG_URL, postgres);
}
