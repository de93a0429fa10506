import type { Kysely } from 'kysely';
import { generatedId } from './helpers.ts';

// Notifications at every step of an order. Each move that tells the shopper something adds one row here in
// its own transaction (once per order, event and key); the notification job renders it from the order as it is then
// and hands it to the configured MessageSender (the outbox default, or Solapi's 알림톡 with SMS fallback), retrying.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('order_id', 'integer', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('event_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('recipient', 'text')
    .addColumn('channel', 'text')
    .addColumn('body', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('notifications_once', ['order_id', 'event', 'event_key'])
    .execute();
  await db.schema.createIndex('notifications_due').on('notifications').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
