import { sql, type Kysely } from 'kysely';

// Catalogue: sellers, brands, categories, labels, items and what hangs off an item.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sellers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('representative_name', 'text', (c) => c.notNull())
    .addColumn('business_number', 'text', (c) => c.notNull())
    .addColumn('business_location', 'text', (c) => c.notNull())
    .addColumn('delivery_company_name', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('url', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('labels')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('item_user_code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('sellers.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_price', 'integer', (c) => c.notNull())
    .addColumn('present_price', 'integer', (c) => c.notNull())
    .addColumn('stock_quantity', 'integer', (c) => c.notNull())
    .addColumn('sold_out_flag', 'text', (c) => c.notNull())
    .addColumn('nonmember_order_type', 'text', (c) => c.notNull())
    .addColumn('order_min_quantity', 'integer', (c) => c.notNull())
    .addColumn('order_max_quantity', 'integer', (c) => c.notNull())
    .addColumn('shipping_type', 'text', (c) => c.notNull())
    .addColumn('shipping', 'integer', (c) => c.notNull())
    .addColumn('shipping_free_amount', 'integer', (c) => c.notNull())
    .addColumn('shipping_item_count', 'integer', (c) => c.notNull())
    .addColumn('shipping_extra_charge1', 'integer', (c) => c.notNull())
    .addColumn('shipping_extra_charge2', 'integer', (c) => c.notNull())
    .addColumn('shipping_group_code', 'text', (c) => c.notNull())
    .addColumn('coupon_use_flag', 'text', (c) => c.notNull())
    .addColumn('item_option_type', 'text')
    .addColumn('item_option_title1', 'text')
    .addColumn('item_option_title2', 'text')
    .addColumn('item_option_title3', 'text')
    .addColumn('origin_country', 'text', (c) => c.notNull())
    .addColumn('detail_content', 'text', (c) => c.notNull())
    .addColumn('infos', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addColumn('review_count', 'integer', (c) => c.notNull())
    .addColumn('review_score_tenths', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('items_stock_not_negative', sql`stock_quantity >= 0`)
    .execute();
  await db.schema.createIndex('items_category_idx').on('items').column('category_id').execute();

  await db.schema
    .createTable('item_images')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_images_pk', ['item_id', 'ordering'])
    .execute();

  await db.schema
    .createTable('item_labels')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('label_id', 'integer', (c) => c.notNull().references('labels.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('item_labels_pk', ['item_id', 'label_id'])
    .execute();

  await db.schema
    .createTable('item_options')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('option_type', 'text', (c) => c.notNull())
    .addColumn('name1', 'text', (c) => c.notNull())
    .addColumn('name2', 'text')
    .addColumn('name3', 'text')
    .addColumn('option_price', 'integer', (c) => c.notNull())
    .addColumn('stock_quantity', 'integer', (c) => c.notNull())
    .addColumn('hide_flag', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addCheckConstraint('item_options_stock_not_negative', sql`stock_quantity >= 0`)
    .execute();
  await db.schema.createIndex('item_options_item_idx').on('item_options').column('item_id').execute();

  await db.schema
    .createTable('item_set_components')
    .addColumn('set_item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('component_item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('item_set_components_pk', ['set_item_id', 'component_item_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['item_set_components', 'item_options', 'item_labels', 'item_images', 'items', 'labels', 'categories', 'brands', 'sellers']) {
    await db.schema.dropTable(table).execute();
  }
}
