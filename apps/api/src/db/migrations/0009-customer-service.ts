import type { Kysely } from 'kysely';
import { generatedId } from './helpers.ts';

// Company, customer service, terms and the business area: site settings (business information,
// maintenance), company pages, FAQ, notices, 1:1 inquiries with their files, partnership inquiries, policy
// versions, business members and their tax invoice requests.

async function siteTables(db: Kysely<unknown>): Promise<void> {
  // One JSON value per key ('businessInfo', 'maintenance'), edited by the operator.
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('company_pages')
    .addColumn('page_key', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('policy_versions')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('policy_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'text', (c) => c.notNull())
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('policy_versions_type_date', ['policy_type', 'effective_date'])
    .execute();
}

async function boardTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faqs')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('faq_type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('ordering', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('notices')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('notice_flag', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notices_order_idx').on('notices').columns(['notice_flag', 'created_at']).execute();
}

async function inquiryTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cs_inquiries')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('qna_group', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    // 'WAITING' (답변대기) until the operator answers: then 'ANSWERED' with the answer and its date.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cs_inquiries_member_idx').on('cs_inquiries').columns(['member_id', 'created_at']).execute();
  await db.schema
    .createTable('cs_inquiry_files')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('inquiry_id', 'integer', (c) => c.notNull().references('cs_inquiries.id').onDelete('cascade'))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cs_inquiry_files_inquiry_idx').on('cs_inquiry_files').column('inquiry_id').execute();
  await db.schema
    .createTable('partnership_inquiries')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('receipt_code', 'text', (c) => c.notNull().unique())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('manager_name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('homepage', 'text', (c) => c.notNull())
    .addColumn('products', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('privacy_agreed_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function businessTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_members')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('representative_name', 'text', (c) => c.notNull())
    .addColumn('business_number', 'text', (c) => c.notNull())
    .addColumn('business_type', 'text', (c) => c.notNull())
    .addColumn('business_item', 'text', (c) => c.notNull())
    .addColumn('licence_key', 'text', (c) => c.notNull())
    .addColumn('licence_name', 'text', (c) => c.notNull())
    // 'PENDING' → 'APPROVED' | 'REJECTED' (operator); a rejected member may apply again.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createTable('tax_invoices')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('supply_amount', 'integer', (c) => c.notNull())
    .addColumn('vat_amount', 'integer', (c) => c.notNull())
    // 'REQUESTED' until the operator issues it.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await siteTables(db);
  await boardTables(db);
  await inquiryTables(db);
  await businessTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'tax_invoices', 'business_members', 'partnership_inquiries', 'cs_inquiry_files', 'cs_inquiries', 'notices', 'faqs',
    'policy_versions', 'company_pages', 'site_settings',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
