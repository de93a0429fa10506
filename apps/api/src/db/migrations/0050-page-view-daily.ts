import { sql, type Kysely } from 'kysely';

// Daily page views per path: the shell sends page views in batches and the API adds each batch to these
// counts in the same transaction as the views themselves, so the operator's counts read one small row per day and
// path instead of counting every page view. Existing page views are counted in once.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_view_daily')
    .addColumn('day', 'text', (c) => c.notNull()) // yyyyMMdd, Asia/Seoul
    .addColumn('uri', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_view_daily_pk', ['day', 'uri'])
    .execute();
  await db.schema.createIndex('page_view_daily_uri_idx').on('page_view_daily').column('uri').execute();
  await sql`insert into page_view_daily (day, uri, views) select substr(created_at, 1, 8), uri, count(*) from page_views group by substr(created_at, 1, 8), uri`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_view_daily').execute();
}
