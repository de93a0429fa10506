import type { Kysely } from 'kysely';

// Sign-in that cannot be used to lock the owner out: every successful sign-in records where it came
// from, as 'ip:<sha256 of the address>' and 'br:<sha256 of the browser's SALESONID>', so the owner signing in again
// from there is not refused by the limits other people's failures fill (login-throttle.ts). Only hashes are kept.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_known_devices')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('device_key', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_known_devices_pk', ['member_id', 'device_key'])
    .execute();
  await db.schema.createIndex('login_known_devices_seen_idx').on('login_known_devices').column('last_seen_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_known_devices').execute();
}
