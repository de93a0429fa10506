import type { Kysely } from 'kysely';

// A social sign-in is bound to the browser that started it: the shell keeps a random key in an httpOnly
// cookie of that browser and sns_states keeps only its SHA-256; the callback completes only with the same key.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sns_states').addColumn('browser_key_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sns_states').dropColumn('browser_key_hash').execute();
}
