import type { Kysely } from 'kysely';

// A tax invoice the operator has issued (발행완료) keeps its issue date (yyyyMMdd) and the 국세청 approval number, so the
// business member sees both on /business.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tax_invoices').addColumn('issued_on', 'text').execute();
  await db.schema.alterTable('tax_invoices').addColumn('approval_number', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tax_invoices').dropColumn('approval_number').execute();
  await db.schema.alterTable('tax_invoices').dropColumn('issued_on').execute();
}
