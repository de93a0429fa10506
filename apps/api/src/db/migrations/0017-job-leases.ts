import type { Kysely } from 'kysely';

// Scheduled jobs run once across API instances (docs/scale-out.md): one row per job, taken by a conditional update
// of `leased_until` (milliseconds since the epoch). `runs` counts the runs, `holder` names the last runner.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('leased_until', 'bigint', (c) => c.notNull())
    .addColumn('runs', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
