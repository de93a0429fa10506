import { sql, type Kysely } from 'kysely';

// One birthday format: sign-up stored yyyyMMdd while the profile page stored yyyy-MM-dd. Every birthday
// is yyyyMMdd from now on (sign-up, profile, the API); the old profile saves are converted.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update members set birthday = replace(birthday, '-', '') where birthday like '____-__-__'`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to undo: yyyyMMdd is what sign-up always stored.
}
