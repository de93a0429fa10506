import type { Kysely } from 'kysely';

// Per-line claims and the scheduled point jobs: a claim names the order lines and quantities it covers;
// each line counts what is under a request (claiming) and what has left the order (claimed: cancelled or returned),
// so a conditional update never lets two requests take more than was bought. A claim keeps the parts of its refund.
// Point expiry records one EXPIRE ledger row per earning that lapsed (unique source), so it never expires twice.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_claim_lines')
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('order_claims.id').onDelete('cascade'))
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_claim_lines_pk', ['claim_id', 'order_line_id'])
    .execute();
  await db.schema.createIndex('order_claim_lines_line_idx').on('order_claim_lines').column('order_line_id').execute();
  await db.schema.alterTable('order_lines').addColumn('claiming_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('order_lines').addColumn('claimed_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  for (const column of ['item_amount', 'coupon_amount', 'point_amount', 'shipping_amount']) {
    await db.schema.alterTable('order_claims').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute();
  }
  // 'Y' when the claim covers every line still in the order (the order itself moved to the request state).
  await db.schema.alterTable('order_claims').addColumn('whole_order', 'text', (c) => c.notNull().defaultTo('Y')).execute();
  await db.schema.alterTable('point_ledger').addColumn('source_ledger_id', 'integer').execute();
  await db.schema.createIndex('point_ledger_source_uq').on('point_ledger').column('source_ledger_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('point_ledger_source_uq').execute();
  await db.schema.alterTable('point_ledger').dropColumn('source_ledger_id').execute();
  for (const column of ['whole_order', 'item_amount', 'coupon_amount', 'point_amount', 'shipping_amount']) await db.schema.alterTable('order_claims').dropColumn(column).execute();
  await db.schema.alterTable('order_lines').dropColumn('claimed_quantity').execute();
  await db.schema.alterTable('order_lines').dropColumn('claiming_quantity').execute();
  await db.schema.dropTable('order_claim_lines').execute();
}
