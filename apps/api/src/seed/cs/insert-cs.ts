import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { hashPassword } from '../../features/auth/password.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { DEMO_PASSWORD } from '../data/members.ts';
import { FAQS, NOTICES } from './boards.ts';
import { DEFAULT_BANK_ACCOUNTS } from '../../messages/order.ko.ts';
import { BUSINESS, BUSINESS_INFO } from './business-info.ts';
import { COMPANY_PAGES } from './company-pages.ts';
import { POLICY_VERSIONS } from './policies/versions.ts';

/** The tables this seed fills, children first. */
export const CS_TABLES = [
  'taxInvoices', 'businessMembers', 'partnershipInquiries', 'csInquiryFiles', 'csInquiries', 'notices', 'faqs', 'policyVersions', 'companyPages', 'siteSettings',
] as const satisfies readonly (keyof Database)[];

/** The demo member who applies as a business member (e2e): one paid order to ask a tax invoice for. */
export const BUSINESS_DEMO = { loginId: 'biz01', name: '한사업', email: 'biz01@example.com', phone: '01067890123', orderCode: 'OBIZDEMO000000001' } as const;

async function insertBusinessDemo(trx: Transaction<Database>, now: number): Promise<void> {
  const createdAt = toSeoulTimestamp(now);
  const existing = await trx.selectFrom('members').select('id').where('loginId', '=', BUSINESS_DEMO.loginId).executeTakeFirst();
  const memberId = existing?.id ?? (await trx
    .insertInto('members')
    .values({ loginId: BUSINESS_DEMO.loginId, passwordHash: await hashPassword(DEMO_PASSWORD), name: BUSINESS_DEMO.name, email: BUSINESS_DEMO.email,
      phone: BUSINESS_DEMO.phone, sleepUserFlag: 'N', tempPasswordFlag: 'N', passwordChangedAt: createdAt, createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()).id;
  const item = await trx.selectFrom('items').select(['id', 'name', 'presentPrice', 'itemPrice', 'sellerId', 'itemType']).where('soldOutFlag', '=', 'N')
    .where('itemOptionType', 'is', null).where('itemType', '=', '1').orderBy('id').executeTakeFirst();
  if (!item) return;
  const quantity = 3;
  const saleAmount = item.presentPrice * quantity;
  const orderedAt = toSeoulTimestamp(now - 3 * 86_400_000);
  const { id: orderId } = await trx
    .insertInto('orders')
    .values({
      orderCode: BUSINESS_DEMO.orderCode, ownerKey: `M:${memberId}`, memberId, guestPasswordHash: null, buyerName: BUSINESS_DEMO.name,
      buyerMobile: BUSINESS_DEMO.phone, buyerEmail: BUSINESS_DEMO.email, status: 'PAID', paymentMethod: 'bank', totalItemPrice: item.itemPrice * quantity,
      totalItemSaleAmount: saleAmount, totalShippingAmount: 0, itemCouponDiscount: 0, cartCouponDiscount: 0, cartCouponUserId: null, pointAmount: 0,
      payAmount: saleAmount, earnPoint: 0, paymentDeadline: null, createdAt: orderedAt, updatedAt: orderedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('orderLines').values({
    orderId, itemSequence: 1, shippingIndex: 0, sellerId: item.sellerId, itemId: item.id, itemOptionId: null, itemName: item.name, options: '',
    quantity, itemPrice: item.itemPrice, itemSalePrice: item.presentPrice, optionPrice: 0, saleAmount, couponUserId: null, couponDiscount: 0, shippingAmount: 0,
  }).execute();
  await trx.insertInto('orderAddresses').values({
    orderId, receiveName: BUSINESS_DEMO.name, receiveMobile: BUSINESS_DEMO.phone, zipcode: '06236', address: '서울특별시 강남구 테헤란로 123', addressDetail: '10층', memo: '', islandType: '',
  }).execute();
  await trx.insertInto('orderPayments').values({
    orderId, method: 'bank', provider: 'BANK', status: 'PAID', amount: saleAmount, paymentKey: null, bankName: DEFAULT_BANK_ACCOUNTS[0]?.bankName ?? '', accountNumber: DEFAULT_BANK_ACCOUNTS[0]?.accountNumber ?? '',
    accountHolder: BUSINESS.companyName, depositorName: BUSINESS_DEMO.name, cashReceiptType: null, cashReceiptNumber: null, dueDate: null, approvedAt: orderedAt, createdAt: orderedAt,
  }).execute();
  await trx.insertInto('orderStateHistory').values([
    { orderId, fromStatus: null, toStatus: 'WAITING_DEPOSIT', reason: 'SEED', createdAt: orderedAt },
    { orderId, fromStatus: 'WAITING_DEPOSIT', toStatus: 'PAID', reason: 'SEED', createdAt: orderedAt },
  ]).execute();
}

async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('companyPages').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n) > 0;
}

/**
 * Fills the company, customer service and terms tables (and the business demo member) when they are empty, or
 * again with `replace`: on its own, so a database seeded before migration 0009 gets this content too.
 */
export async function seedCustomerService(handle: DatabaseHandle, now: number, options: { replace?: boolean } = {}): Promise<boolean> {
  return writeTransaction(handle, async (trx) => {
    if (handle.kind === 'postgres') await sql`select pg_advisory_xact_lock(727009)`.execute(trx);
    if (options.replace) {
      for (const table of CS_TABLES) await trx.deleteFrom(table).execute();
      await trx.deleteFrom('orders').where('orderCode', '=', BUSINESS_DEMO.orderCode).execute();
    } else if (await isSeeded(trx)) {
      return false;
    }
    const at = toSeoulTimestamp(now);
    await trx.insertInto('siteSettings').values({ key: 'businessInfo', value: JSON.stringify(BUSINESS_INFO), updatedAt: at }).execute();
    await trx.insertInto('companyPages').values(COMPANY_PAGES.map((p) => ({
      pageKey: p.pageKey, title: p.title, content: JSON.stringify({ lead: p.lead, blocks: p.blocks }), updatedAt: at,
    }))).execute();
    await trx.insertInto('policyVersions').values(POLICY_VERSIONS.map((v) => ({
      policyType: v.policyType, title: v.document.title, effectiveDate: v.effectiveDate, document: JSON.stringify(v.document), createdAt: at,
    }))).execute();
    await trx.insertInto('faqs').values(FAQS.map((f, i) => ({ ...f, ordering: i + 1, createdAt: at }))).execute();
    await trx.insertInto('notices').values(NOTICES.map(({ daysAgo, ...n }) => ({ ...n, createdAt: toSeoulTimestamp(now - daysAgo * 86_400_000) }))).execute();
    await insertBusinessDemo(trx, now);
    return true;
  });
}
