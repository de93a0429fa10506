import { sql, type Kysely } from 'kysely';
import { generatedId } from './helpers.ts';

// My page: guest lookup tokens, order claims (cancel, return, exchange), delivery and confirmation facts
// on orders, the link of a review to the order line it reviews, recently viewed items, offline coupon codes and the
// member's profile details.

async function orderTables(db: Kysely<unknown>): Promise<void> {
  // A guest signed in through the order lookup holds a token for one order; only its SHA-256 is stored.
  await db.schema
    .createTable('guest_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('order_claims')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('claim_code', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('claim_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('reason_text', 'text', (c) => c.notNull())
    .addColumn('shipping_ask_type', 'text')
    .addColumn('shipping_company_name', 'text')
    .addColumn('shipping_number', 'text')
    .addColumn('sender_name', 'text')
    .addColumn('sender_mobile', 'text')
    .addColumn('sender_zipcode', 'text')
    .addColumn('sender_address', 'text')
    .addColumn('sender_address_detail', 'text')
    .addColumn('refund_bank_name', 'text')
    .addColumn('refund_bank_in_name', 'text')
    .addColumn('refund_account_no', 'text')
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('return_fee', 'integer', (c) => c.notNull())
    .addColumn('refund_amount', 'integer', (c) => c.notNull())
    .addColumn('refund_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addCheckConstraint('order_claims_refund_not_negative', sql`refund_amount >= 0`)
    .execute();
  await db.schema.createIndex('order_claims_order_idx').on('order_claims').column('order_id').execute();

  // Review points are paid once per bought line, even if its review is deleted and written again.
  await db.schema.alterTable('order_lines').addColumn('review_point_paid', 'text', (c) => c.notNull().defaultTo('N')).execute();
  await db.schema.alterTable('orders').addColumn('delivery_company_name', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivery_number', 'text').execute();
  await db.schema.alterTable('orders').addColumn('delivered_at', 'text').execute();
  await db.schema.alterTable('orders').addColumn('confirmed_at', 'text').execute();
}

async function memberTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_recent_items')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_recent_items_pk', ['member_id', 'item_id'])
    .execute();

  // One review per order line: the unique index is what makes the review points once-only.
  await db.schema.alterTable('item_reviews').addColumn('order_line_id', 'integer').execute();
  await db.schema.alterTable('item_reviews').addColumn('earned_point', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('item_reviews_order_line_uq').on('item_reviews').column('order_line_id').unique().execute();

  await db.schema.alterTable('coupons').addColumn('offline_code', 'text').execute();
  await db.schema.createIndex('coupons_offline_code_uq').on('coupons').column('offline_code').unique().execute();

  // The member's birthday, gender and marketing opt-ins (the profile page) come with migration 0007.
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await orderTables(db);
  await memberTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('coupons_offline_code_uq').execute();
  await db.schema.alterTable('coupons').dropColumn('offline_code').execute();
  await db.schema.dropIndex('item_reviews_order_line_uq').execute();
  await db.schema.alterTable('item_reviews').dropColumn('earned_point').execute();
  await db.schema.alterTable('item_reviews').dropColumn('order_line_id').execute();
  await db.schema.dropTable('member_recent_items').execute();
  for (const column of ['delivery_company_name', 'delivery_number', 'delivered_at', 'confirmed_at']) await db.schema.alterTable('orders').dropColumn(column).execute();
  await db.schema.dropTable('order_claims').execute();
  await db.schema.alterTable('order_lines').dropColumn('review_point_paid').execute();
  await db.schema.dropTable('guest_tokens').execute();
}
