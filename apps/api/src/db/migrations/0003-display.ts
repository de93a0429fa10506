import type { Kysely } from 'kysely';

// Display data: top menu, banners, SEO rows and editable site contents.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gnb_menus')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('external_flag', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addColumn('display_flag', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('seo_pages')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('keywords', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('og_title', 'text', (c) => c.notNull())
    .addColumn('og_description', 'text', (c) => c.notNull())
    .addColumn('og_image', 'text', (c) => c.notNull())
    .addColumn('index_flag', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('site_contents')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['site_contents', 'seo_pages', 'banners', 'gnb_menus']) {
    await db.schema.dropTable(table).execute();
  }
}
