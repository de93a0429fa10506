import { sql, type Kysely } from 'kysely';
import { generatedId } from './helpers.ts';

// Orders: the member's address book and points, cart coupons, order sheets, orders with their lines, receiver,
// payments and state history, and the idempotency keys of placements.

async function memberTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_addresses')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('zipcode', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_detail', 'text', (c) => c.notNull())
    .addColumn('default_flag', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_addresses_member_idx').on('member_addresses').column('member_id').execute();

  // One balance row per member; spending is a conditional update, so the balance never goes below zero.
  await db.schema
    .createTable('member_points')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addCheckConstraint('member_points_not_negative', sql`balance >= 0`)
    .execute();

  await db.schema
    .createTable('point_ledger')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('point_ledger_member_idx').on('point_ledger').columns(['member_id', 'created_at']).execute();

  await db.schema.alterTable('coupons').addColumn('coupon_type', 'text', (c) => c.notNull().defaultTo('ITEM')).execute();
  await db.schema.alterTable('coupon_users').addColumn('used_order_id', 'integer').execute();
}

async function orderTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_sheets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_key', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('order_code', 'text', (c) => c.notNull().unique())
    .addColumn('owner_key', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('guest_password_hash', 'text')
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_mobile', 'text', (c) => c.notNull())
    .addColumn('buyer_email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('total_item_price', 'integer', (c) => c.notNull())
    .addColumn('total_item_sale_amount', 'integer', (c) => c.notNull())
    .addColumn('total_shipping_amount', 'integer', (c) => c.notNull())
    .addColumn('item_coupon_discount', 'integer', (c) => c.notNull())
    .addColumn('cart_coupon_discount', 'integer', (c) => c.notNull())
    .addColumn('cart_coupon_user_id', 'integer')
    .addColumn('point_amount', 'integer', (c) => c.notNull())
    .addColumn('pay_amount', 'integer', (c) => c.notNull())
    .addColumn('earn_point', 'integer', (c) => c.notNull())
    .addColumn('payment_deadline', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('orders_pay_not_negative', sql`pay_amount >= 0`)
    .execute();
  await db.schema.createIndex('orders_member_idx').on('orders').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_deadline_idx').on('orders').columns(['status', 'payment_deadline']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_sequence', 'integer', (c) => c.notNull())
    .addColumn('shipping_index', 'integer', (c) => c.notNull())
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('item_option_id', 'integer')
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('item_price', 'integer', (c) => c.notNull())
    .addColumn('item_sale_price', 'integer', (c) => c.notNull())
    .addColumn('option_price', 'integer', (c) => c.notNull())
    .addColumn('sale_amount', 'integer', (c) => c.notNull())
    .addColumn('coupon_user_id', 'integer')
    .addColumn('coupon_discount', 'integer', (c) => c.notNull())
    .addColumn('shipping_amount', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

  await db.schema
    .createTable('order_addresses')
    .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('receive_name', 'text', (c) => c.notNull())
    .addColumn('receive_mobile', 'text', (c) => c.notNull())
    .addColumn('zipcode', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('address_detail', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('island_type', 'text', (c) => c.notNull())
    .execute();
}

async function paymentTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_payments')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('payment_key', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('account_number', 'text')
    .addColumn('account_holder', 'text')
    .addColumn('depositor_name', 'text')
    .addColumn('cash_receipt_type', 'text')
    .addColumn('cash_receipt_number', 'text')
    .addColumn('due_date', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_payments_order_idx').on('order_payments').column('order_id').execute();

  await db.schema
    .createTable('order_state_history')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_state_history_order_idx').on('order_state_history').column('order_id').execute();

  // The key a placement carries: the same key of the same owner always answers the same order.
  await db.schema
    .createTable('order_idempotency_keys')
    .addColumn('owner_key', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('order_sheet_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_idempotency_keys_pk', ['owner_key', 'idempotency_key'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await memberTables(db);
  await orderTables(db);
  await paymentTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'order_idempotency_keys', 'order_state_history', 'order_payments', 'order_addresses', 'order_lines', 'orders', 'order_sheets',
    'point_ledger', 'member_points', 'member_addresses',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('coupon_users').dropColumn('used_order_id').execute();
  await db.schema.alterTable('coupons').dropColumn('coupon_type').execute();
}
