import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { DatabaseHandle } from './dialect.ts';
import * as catalogue from './migrations/0001-catalogue.ts';
import * as membersCarts from './migrations/0002-members-carts.ts';
import * as display from './migrations/0003-display.ts';
import * as itemCommunity from './migrations/0004-item-community.ts';
import * as showcase from './migrations/0005-showcase.ts';
import * as orders from './migrations/0006-orders.ts';
import * as memberLifecycle from './migrations/0007-member-lifecycle.ts';
import * as mypage from './migrations/0008-mypage.ts';
import * as customerService from './migrations/0009-customer-service.ts';
import * as platform from './migrations/0010-platform.ts';
import * as searchSearchers from './migrations/0012-search-searchers.ts';
import * as guestPhoneLookup from './migrations/0013-guest-phone-lookup.ts';
import * as lineClaims from './migrations/0014-line-claims.ts';
import * as taxInvoiceIssue from './migrations/0016-tax-invoice-issue.ts';
import * as jobLeases from './migrations/0017-job-leases.ts';
import * as authConsents from './migrations/0018-auth-consents.ts';
import * as mypageExchangeAddress from './migrations/0019-mypage-exchange-address.ts';
import * as authSnsBinding from './migrations/0020-auth-sns-binding.ts';
import * as paymentGateway from './migrations/0030-payment-gateway.ts';
import * as unpaidCancelClaims from './migrations/0031-unpaid-cancel-claims.ts';
import * as notifications from './migrations/0032-notifications.ts';
import * as welcomePack from './migrations/0040-welcome-pack.ts';
import * as birthdayFormat from './migrations/0041-birthday-format.ts';
import * as pageViewDaily from './migrations/0050-page-view-daily.ts';
import * as loginKnownDevices from './migrations/0060-login-known-devices.ts';

/** The one ordered list of migrations, shared by SQLite and PostgreSQL. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-catalogue': catalogue,
  '0002-members-carts': membersCarts,
  '0003-display': display,
  '0004-item-community': itemCommunity,
  '0005-showcase': showcase,
  '0006-orders': orders,
  '0007-member-lifecycle': memberLifecycle,
  '0008-mypage': mypage,
  '0009-customer-service': customerService,
  '0010-platform': platform,
  '0012-search-searchers': searchSearchers,
  '0013-guest-phone-lookup': guestPhoneLookup,
  '0014-line-claims': lineClaims,
  '0016-tax-invoice-issue': taxInvoiceIssue,
  '0017-job-leases': jobLeases,
  '0018-auth-consents': authConsents,
  '0019-mypage-exchange-address': mypageExchangeAddress,
  '0020-auth-sns-binding': authSnsBinding,
  '0030-payment-gateway': paymentGateway,
  '0031-unpaid-cancel-claims': unpaidCancelClaims,
  '0032-notifications': notifications,
  '0040-welcome-pack': welcomePack,
  '0041-birthday-format': birthdayFormat,
  '0050-page-view-daily': pageViewDaily,
  '0060-login-known-devices': loginKnownDevices,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema (check search_path)');
  return schema;
}

/**
 * The advisory lock every schema change of a PostgreSQL database takes in turn: migrations (several API instances
 * may start at once) and, in tests, dropping a test's schema. Kysely's migrator introspects every table of the
 * database, so a schema dropped by another process in the middle of that query fails it ("schema … does not exist").
 */
export const SCHEMA_CHANGE_LOCK = 7_240_001;

/** Runs `work` holding SCHEMA_CHANGE_LOCK on a connection of its own (PostgreSQL; SQLite has one writer anyway). */
async function withSchemaChangeLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  const db = handle.db as unknown as Kysely<unknown>;
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(conn);
    }
  });
}

/** Brings the database to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  return withSchemaChangeLock(handle, () => migrate(handle));
}

async function migrate(handle: DatabaseHandle): Promise<string[]> {
  const db = handle.db as unknown as Kysely<unknown>;
  // On PostgreSQL the bookkeeping tables live in the current schema, so separate schemas never share them.
  const migrationTableSchema = handle.kind === 'postgres' ? await currentSchema(db) : undefined;
  // Teams add migrations on parallel branches: one merged later may sort before one a database already ran.
  const migrator = new Migrator({ db, provider, migrationTableSchema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
