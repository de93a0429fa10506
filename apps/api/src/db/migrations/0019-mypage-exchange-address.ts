import type { Kysely } from 'kysely';

// Exchanges: where the replacement goes. A claim of type EXCHANGE keeps the receiver the shopper gave
// (by default the order's own receiver, copied when the claim is made); other claims leave these empty.

const COLUMNS = ['exchange_receive_name', 'exchange_receive_mobile', 'exchange_zipcode', 'exchange_address', 'exchange_address_detail'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('order_claims').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('order_claims').dropColumn(column).execute();
}
