import type { Kysely } from 'kysely';

// The welcome coupon pack: coupons of issue kind WELCOME are given to every new member at sign-up, by form
// or by a social sign-up, while their issue window is open; they are never downloaded. welcome_grants keeps one row
// per phone (its SHA-256, so a closed account leaves no number behind), so a phone that joins again gets no second pack.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('coupons').addColumn('issue_kind', 'text', (col) => col.notNull().defaultTo('DOWNLOAD')).execute();
  await db.schema
    .createTable('welcome_grants')
    .addColumn('phone_key', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.notNull())
    .addColumn('granted_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('welcome_grants').execute();
  await db.schema.alterTable('coupons').dropColumn('issue_kind').execute();
}
