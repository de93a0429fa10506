import type { Kysely } from 'kysely';
import { generatedId } from './helpers.ts';

// The member lifecycle: profile and consent columns, closed accounts, SMS verifications and their outbox,
// login throttling, linked social accounts and the state of social sign-ins in flight.

async function memberColumns(db: Kysely<unknown>): Promise<void> {
  const text = (name: string) => db.schema.alterTable('members').addColumn(name, 'text', (c) => c.notNull().defaultTo('')).execute();
  for (const name of ['birthday', 'gender', 'zipcode', 'address', 'address_detail', 'receive_sms_date', 'receive_email_date', 'leave_reason']) {
    await text(name);
  }
  await db.schema.alterTable('members').addColumn('receive_sms', 'text', (c) => c.notNull().defaultTo('N')).execute();
  await db.schema.alterTable('members').addColumn('receive_email', 'text', (c) => c.notNull().defaultTo('N')).execute();
  await db.schema.alterTable('members').addColumn('password_set', 'text', (c) => c.notNull().defaultTo('Y')).execute();
  await db.schema.alterTable('members').addColumn('closed_at', 'text').execute();
  await db.schema.createIndex('members_phone_idx').on('members').column('phone').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await memberColumns(db);

  // Every text message the site sends; the default sender only writes here (tests and the demo read it).
  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_phone_idx').on('sms_outbox').columns(['phone', 'id']).execute();

  // One row per code sent: only a hash of the code is kept; single use, short-lived, attempt-limited.
  await db.schema
    .createTable('sms_verifications')
    .addColumn('request_token', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_verifications_phone_idx').on('sms_verifications').columns(['phone', 'created_at']).execute();

  // Failed logins by key ('id:<loginId>' or 'ip:<address>'), counted over a sliding window.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('throttle_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_idx').on('login_failures').columns(['throttle_key', 'created_at']).execute();

  await db.schema
    .createTable('sns_accounts')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('sns_type', 'text', (c) => c.notNull())
    .addColumn('sns_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sns_accounts_provider_user_uq', ['sns_type', 'sns_user_id'])
    .addUniqueConstraint('sns_accounts_member_type_uq', ['member_id', 'sns_type'])
    .execute();

  // A social sign-in in flight: the state sent to the provider, its PKCE verifier, and once the code was exchanged,
  // the provider's user (a new user completes registration with it).
  await db.schema
    .createTable('sns_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('sns_type', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer')
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('sns_user_id', 'text')
    .addColumn('sns_name', 'text')
    .addColumn('sns_email', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sns_states', 'sns_accounts', 'login_failures', 'sms_verifications', 'sms_outbox']) {
    await db.schema.dropTable(table).execute();
  }
}
