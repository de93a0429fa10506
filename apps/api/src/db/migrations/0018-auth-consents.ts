import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

// Sign-up consents: when the member agreed to the terms of service and the privacy policy, and which
// version of each (policy_versions of the customer-service tables, the one in force that day; null where none was
// stored). The marketing opt-in dates become nullable: set only when the member said yes, null otherwise ('' before).

const OPT_INS = [['receive_sms', 'receive_sms_date'], ['receive_email', 'receive_email_date']] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['terms_agreed_at', 'privacy_agreed_at']) await db.schema.alterTable('members').addColumn(column, 'text').execute();
  for (const column of ['terms_version_id', 'privacy_version_id']) await db.schema.alterTable('members').addColumn(column, 'integer').execute();
  for (const [flag, date] of OPT_INS) {
    if (isPostgres(db)) {
      await sql`alter table members alter column ${sql.ref(date)} drop not null, alter column ${sql.ref(date)} drop default`.execute(db);
      await sql`update members set ${sql.ref(date)} = null where ${sql.ref(flag)} <> 'Y' or ${sql.ref(date)} = ''`.execute(db);
      continue;
    }
    // SQLite cannot drop NOT NULL from a column: the column is rebuilt under its name, keeping the dates of a yes.
    const old = `${date}_before_0018`;
    await db.schema.alterTable('members').renameColumn(date, old).execute();
    await db.schema.alterTable('members').addColumn(date, 'text').execute();
    await sql`update members set ${sql.ref(date)} = case when ${sql.ref(flag)} = 'Y' and ${sql.ref(old)} <> '' then ${sql.ref(old)} end`.execute(db);
    await db.schema.alterTable('members').dropColumn(old).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [, date] of OPT_INS) {
    await sql`update members set ${sql.ref(date)} = '' where ${sql.ref(date)} is null`.execute(db);
    if (isPostgres(db)) await sql`alter table members alter column ${sql.ref(date)} set default '', alter column ${sql.ref(date)} set not null`.execute(db);
  }
  for (const column of ['terms_agreed_at', 'privacy_agreed_at', 'terms_version_id', 'privacy_version_id']) {
    await db.schema.alterTable('members').dropColumn(column).execute();
  }
}
