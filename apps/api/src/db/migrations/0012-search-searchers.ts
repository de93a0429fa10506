import type { Kysely } from 'kysely';

// Who searched a keyword on which day (Asia/Seoul): a popular keyword counts each visitor or member once a day, so
// repeating a search (or scripting it) no longer puts text into every page's 인기검색어.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_keyword_searchers')
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('searcher_key', 'text', (c) => c.notNull())
    .addColumn('searched_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_keyword_searchers_pk', ['keyword', 'searcher_key', 'searched_on'])
    .execute();
  await db.schema.createIndex('search_keyword_searchers_day_idx').on('search_keyword_searchers').column('searched_on').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_keyword_searchers').execute();
}
