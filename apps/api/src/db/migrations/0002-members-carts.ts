import type { Kysely } from 'kysely';
import { generatedId } from './helpers.ts';

// Members, their bearer tokens and carts (member or visitor owned).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('login_id', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('sleep_user_flag', 'text', (c) => c.notNull())
    .addColumn('temp_password_flag', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('login_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('owner_key', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('item_option_id', 'integer', (c) => c.references('item_options.id').onDelete('cascade'))
    .addColumn('option_key', 'text', (c) => c.notNull())
    .addColumn('option_text', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('carts_owner_item_option_uq', ['owner_key', 'item_id', 'option_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['carts', 'auth_tokens', 'members']) {
    await db.schema.dropTable(table).execute();
  }
}
