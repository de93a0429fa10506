import type { Kysely } from 'kysely';

// Showcase: MD pick tags, time deals (spots), brand display order, search keywords and the precomputed
// search terms of items (partial words and Korean initial consonants).

async function displayTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('md_tags')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tag', 'text', (c) => c.notNull().unique())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('md_tag_items')
    .addColumn('tag_id', 'integer', (c) => c.notNull().references('md_tags.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('md_tag_items_pk', ['tag_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('item_spots')
    .addColumn('item_id', 'integer', (c) => c.primaryKey().references('items.id').onDelete('cascade'))
    .addColumn('date_type', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('week_days', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_spots_end_idx').on('item_spots').column('end_date').execute();

  await db.schema
    .createTable('brand_displays')
    .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('main_flag', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .execute();
}

async function searchTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_search_terms')
    .addColumn('item_id', 'integer', (c) => c.primaryKey().references('items.id').onDelete('cascade'))
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('initials', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('search_keywords')
    .addColumn('keyword', 'text', (c) => c.primaryKey())
    .addColumn('search_count', 'integer', (c) => c.notNull())
    .addColumn('last_searched_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_keywords_count_idx').on('search_keywords').column('search_count').execute();

  await db.schema
    .createTable('search_recommends')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('blank_flag', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await displayTables(db);
  await searchTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = ['search_recommends', 'search_keywords', 'item_search_terms', 'brand_displays', 'item_spots', 'md_tag_items', 'md_tags'];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
