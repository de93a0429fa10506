import type { Kysely } from 'kysely';
import { generatedId } from './helpers.ts';

// What shoppers add around items: free gifts, reviews, Q&A, reports and blocks, wishlists, coupons,
// Jeju/island zip codes, events (featured pages) with comments, and popups.

async function itemTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_free_gifts')
    .addColumn('item_id', 'integer', (c) => c.primaryKey().references('items.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('item_reviews')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('writer_login_id', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('admin_comment', 'text', (c) => c.notNull())
    .addColumn('like_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_reviews_item_idx').on('item_reviews').columns(['item_id', 'created_at']).execute();

  await db.schema
    .createTable('item_inquiries')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('writer_login_id', 'text', (c) => c.notNull())
    .addColumn('qna_group', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('secret_flag', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_inquiries_item_idx').on('item_inquiries').columns(['item_id', 'created_at']).execute();
}

async function memberTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_reports')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('reason_type', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_reports_uq', ['member_id', 'content_type', 'content_id'])
    .execute();

  await db.schema
    .createTable('member_blocks')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('blocked_login_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('member_blocks_uq', ['member_id', 'blocked_login_id'])
    .execute();

  await db.schema
    .createTable('wishlists')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('wishlists_member_item_uq', ['member_id', 'item_id'])
    .execute();
}

async function couponTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('pay_type', 'text', (c) => c.notNull())
    .addColumn('pay', 'integer', (c) => c.notNull())
    .addColumn('pay_restriction', 'integer', (c) => c.notNull())
    .addColumn('max_discount', 'integer', (c) => c.notNull())
    .addColumn('target_item_type', 'text', (c) => c.notNull())
    .addColumn('concurrently', 'text', (c) => c.notNull())
    .addColumn('issue_start_date', 'text', (c) => c.notNull())
    .addColumn('issue_end_date', 'text', (c) => c.notNull())
    .addColumn('apply_days', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupon_items')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('coupon_items_pk', ['coupon_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('coupon_users')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('apply_start_date', 'text', (c) => c.notNull())
    .addColumn('apply_end_date', 'text', (c) => c.notNull())
    .addColumn('used_date', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('coupon_users_uq', ['coupon_id', 'member_id'])
    .execute();

  await db.schema
    .createTable('island_zipcodes')
    .addColumn('zipcode', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('island_type', 'text', (c) => c.notNull())
    .execute();
}

async function eventTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('simple_content', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('reply_used_flag', 'text', (c) => c.notNull())
    .addColumn('external_link', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_item_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_group_items')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('event_item_groups.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_group_items_pk', ['group_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('event_replies')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('writer_login_id', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_replies_event_idx').on('event_replies').columns(['event_id', 'created_at']).execute();

  await db.schema
    .createTable('popups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('popup_type', 'text', (c) => c.notNull())
    .addColumn('popup_style', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('top_position', 'integer', (c) => c.notNull())
    .addColumn('left_position', 'integer', (c) => c.notNull())
    .addColumn('popup_image', 'text', (c) => c.notNull())
    .addColumn('image_link', 'text', (c) => c.notNull())
    .addColumn('background_color', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('display_flag', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await itemTables(db);
  await memberTables(db);
  await couponTables(db);
  await eventTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'popups', 'event_replies', 'event_group_items', 'event_item_groups', 'events', 'island_zipcodes', 'coupon_users',
    'coupon_items', 'coupons', 'wishlists', 'member_blocks', 'content_reports', 'item_inquiries', 'item_reviews', 'item_free_gifts',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
