import type { Kysely } from 'kysely';

// Every way a Korean shopper pays. `order_payments.detail` keeps what the payment window chose (the
// card's instalment months, the easy-pay provider, the bank of a virtual account or transfer), shown beside the
// method. `test_gateway_payments` is the built-in test payment gateway's own ledger (used when no Toss keys are
// set: nothing leaves the machine), the stand-in for what Toss Payments keeps on its side.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_payments').addColumn('detail', 'text').execute();
  await db.schema
    .createTable('test_gateway_payments')
    .addColumn('payment_key', 'text', (col) => col.primaryKey())
    .addColumn('order_code', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('detail', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('total_amount', 'integer', (col) => col.notNull())
    .addColumn('balance_amount', 'integer', (col) => col.notNull())
    .addColumn('bank_code', 'text')
    .addColumn('account_number', 'text')
    .addColumn('due_date', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('approved_at', 'text')
    .execute();
  await db.schema.createIndex('test_gateway_payments_order').on('test_gateway_payments').column('order_code').execute();
  await db.schema
    .createTable('test_gateway_cancels')
    .addColumn('idempotency_key', 'text', (col) => col.primaryKey())
    .addColumn('payment_key', 'text', (col) => col.notNull())
    .addColumn('cancel_amount', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('test_gateway_cancels').execute();
  await db.schema.dropTable('test_gateway_payments').execute();
  await db.schema.alterTable('order_payments').dropColumn('detail').execute();
}
