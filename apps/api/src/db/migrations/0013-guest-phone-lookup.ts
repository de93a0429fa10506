import type { Kysely } from 'kysely';

// 비회원 주문조회 by name, phone and SMS code: the token names the orderer (name and phone digits), not one
// order, so the guest sees every guest order placed with that name and phone (and only those). Only its SHA-256 is
// stored, like guest_tokens.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_phone_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_mobile', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_guest_buyer_idx').on('orders').columns(['buyer_mobile', 'buyer_name']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_guest_buyer_idx').execute();
  await db.schema.dropTable('guest_phone_tokens').execute();
}
