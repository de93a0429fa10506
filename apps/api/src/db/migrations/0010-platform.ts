import type { Kysely } from 'kysely';
import { generatedId } from './helpers.ts';

// Platform: unique visitors and page views (spec section 4 "Visitor"), the members' messenger channel ids
// and the messages the messenger adapter sent or recorded.

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per visitor id: registering the same visitor again does not count twice.
  await db.schema
    .createTable('visitors')
    .addColumn('visitor_id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('uri', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_views_visitor_idx').on('page_views').column('visitor_id').execute();
  await db.schema.createIndex('page_views_uri_idx').on('page_views').column('uri').execute();

  // Keyed by login id, so reseeding the members keeps the link.
  await db.schema
    .createTable('messenger_channels')
    .addColumn('login_id', 'text', (c) => c.primaryKey())
    .addColumn('auid', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('messenger_messages')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('auid', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messenger_messages_auid_idx').on('messenger_messages').column('auid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['messenger_messages', 'messenger_channels', 'page_views', 'visitors']) await db.schema.dropTable(table).execute();
}
