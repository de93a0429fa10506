import type { BusinessOrders, BusinessStatus, PendingBusiness, TaxInvoice } from '@shop/contracts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shop/validators';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { BusinessMemberTable, TaxInvoiceTable } from '../../db/schema-cs.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { CS_MESSAGES } from '../../messages/cs.ko.ts';
import type { FileToSend } from '../storage/file-route.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { storeThen } from '../storage/file-storage.ts';
import { checkAndCleanUploads } from '../storage/reencode-image.ts';
import { MB, type IncomingFile, type UploadPolicy } from '../storage/upload-rules.ts';

type Db = Kysely<Database>;

/** The business licence (사업자등록증): one jpg/png/pdf of at most 10 MB. */
export const LICENCE_FILE: UploadPolicy = { maxFiles: 1, maxBytes: 10 * MB, kinds: ['jpg', 'png', 'pdf'] };

/** The login type of an approved business member (the shell's guard auth-business). */
export const LOGIN_TYPE_BUSINESS = 'ROLE_BUSINESS';

/** Orders that were paid and not cancelled: the ones a tax invoice may be asked for. */
export const PAID_STATUSES: readonly OrderStatus[] = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED'];

const TAX_LABELS = CS_MESSAGES.taxInvoiceStatus as Record<string, string>;

function toStatus(row: BusinessMemberTable | undefined): BusinessStatus {
  if (!row) return { status: 'NONE', profile: null };
  const status = row.status === 'APPROVED' || row.status === 'REJECTED' ? row.status : 'PENDING';
  return {
    status,
    profile: {
      companyName: row.companyName, representativeName: row.representativeName, businessNumber: row.businessNumber,
      businessType: row.businessType, businessItem: row.businessItem, licenceName: row.licenceName, appliedDate: row.appliedAt, decidedDate: row.decidedAt,
    },
  };
}

/** The member's business application. */
export async function businessStatus(db: Db, memberId: number): Promise<BusinessStatus> {
  return toStatus(await db.selectFrom('businessMembers').selectAll().where('memberId', '=', memberId).executeTakeFirst());
}

/** `ROLE_BUSINESS` for an approved business member, else the token's own login type. */
export async function loginTypeOf(db: Db, member: { id: number; loginType: string }): Promise<string> {
  const row = await db.selectFrom('businessMembers').select('status').where('memberId', '=', member.id).executeTakeFirst();
  return row?.status === 'APPROVED' ? LOGIN_TYPE_BUSINESS : member.loginType;
}

type Application = { companyName: string; representativeName: string; businessNumber: string; businessType: string; businessItem: string; licence: readonly IncomingFile[] };

/**
 * Records an application (PENDING) with its licence. A pending or approved member cannot apply again; a refused
 * one can (the refused row is replaced). The licence is checked before anything is stored.
 */
export async function applyBusiness(handle: DatabaseHandle, storage: FileStorage, memberId: number, input: Application, now = Date.now()): Promise<BusinessStatus> {
  const before = await handle.db.selectFrom('businessMembers').select(['status', 'licenceKey']).where('memberId', '=', memberId).executeTakeFirst();
  if (before && before.status !== 'REJECTED') throw apiError('BUSINESS_ALREADY_APPLIED');
  const files = await checkAndCleanUploads(input.licence, LICENCE_FILE);
  const row: BusinessMemberTable = {
    memberId, companyName: input.companyName, representativeName: input.representativeName, businessNumber: input.businessNumber.replace(/\D/g, ''),
    businessType: input.businessType, businessItem: input.businessItem, licenceKey: '', licenceName: '', status: 'PENDING',
    appliedAt: toSeoulTimestamp(now), decidedAt: null,
  };
  const saved = await storeThen(storage, 'licences', files, (stored) =>
    writeTransaction(handle, async (trx) => {
      const values = { ...row, licenceKey: stored[0]!.key, licenceName: stored[0]!.name };
      // Only a refused application is replaced, and only while it is still refused (two tabs applying at once: one wins).
      const removed = await trx.deleteFrom('businessMembers').where('memberId', '=', memberId).where('status', '=', 'REJECTED').executeTakeFirst();
      if (before && Number(removed.numDeletedRows) !== 1) throw apiError('BUSINESS_ALREADY_APPLIED');
      await trx.insertInto('businessMembers').values(values).execute();
      return values;
    }),
  ).catch((error: unknown) => {
    // A second application racing the first hits the primary key: the same answer as applying twice.
    if (error instanceof Error && /unique|duplicate|primary/i.test(error.message)) throw apiError('BUSINESS_ALREADY_APPLIED');
    throw error;
  });
  if (before?.licenceKey) await storage.removeAll([before.licenceKey]);
  return toStatus(saved);
}

/** Approves or refuses a pending application (operator), with a conditional update. */
export async function decideBusiness(db: Db, memberId: number, decision: 'APPROVED' | 'REJECTED', now = Date.now()): Promise<BusinessStatus> {
  const updated = await db
    .updateTable('businessMembers')
    .set({ status: decision, decidedAt: toSeoulTimestamp(now) })
    .where('memberId', '=', memberId)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw apiError('BUSINESS_NOT_PENDING');
  return toStatus(updated);
}

/** Throws 403 unless the member is an approved business member. */
export async function requireBusiness(db: Db, memberId: number): Promise<void> {
  const row = await db.selectFrom('businessMembers').select('status').where('memberId', '=', memberId).executeTakeFirst();
  if (row?.status !== 'APPROVED') throw apiError('BUSINESS_ONLY');
}

const toInvoice = (row: Omit<TaxInvoiceTable, 'id'>): TaxInvoice => ({
  status: row.status === 'ISSUED' ? 'ISSUED' : 'REQUESTED', statusLabel: TAX_LABELS[row.status] ?? row.status, email: row.email, supplyAmount: row.supplyAmount,
  vatAmount: row.vatAmount, requestedDate: row.createdAt, issuedDate: row.issuedOn, approvalNumber: row.approvalNumber,
});

/**
 * A VAT-included amount (공급대가) split into 공급가액 and 부가세 for a tax invoice. The 세액 of a 세금계산서 is 10 % of
 * the 공급가액 with the fraction of a won cut off (as 홈택스 computes it from the 공급가액), so the split keeps the
 * 부가세 at 1/11 of the total, rounded down to the won, and the 공급가액 is the rest: supply + VAT is always the
 * total, and floor(공급가액 × 10 %) is the 부가세 whenever such a split exists (every total but those 10 won past a
 * multiple of 11).
 * @example splitVat(10005) // { supplyAmount: 9096, vatAmount: 909 }
 */
export function splitVat(total: number): { supplyAmount: number; vatAmount: number } {
  const vatAmount = Math.floor(total / 11);
  return { supplyAmount: total - vatAmount, vatAmount };
}

/** The business member's paid orders (newest first, at most 50) with their lines and tax invoice requests. */
export async function businessOrders(db: Db, memberId: number): Promise<BusinessOrders> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'orderCode', 'createdAt', 'payAmount', 'status'])
    .where('memberId', '=', memberId)
    .where('status', 'in', [...PAID_STATUSES])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const ids = orders.map((o) => o.id);
  const [lines, invoices] = ids.length
    ? await Promise.all([
        db.selectFrom('orderLines').innerJoin('items', 'items.id', 'orderLines.itemId')
          .select(['orderLines.orderId', 'orderLines.itemId', 'items.itemUserCode', 'orderLines.itemName', 'orderLines.quantity', 'orderLines.options', 'orderLines.itemOptionId'])
          .where('orderLines.orderId', 'in', ids).orderBy('orderLines.itemSequence').execute(),
        db.selectFrom('taxInvoices').selectAll().where('orderId', 'in', ids).execute(),
      ])
    : [[], []];
  return {
    list: orders.map((o) => {
      const invoice = invoices.find((i) => i.orderId === o.id);
      return {
        orderCode: o.orderCode, createdDate: o.createdAt, payAmount: o.payAmount, status: o.status,
        statusLabel: ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
        items: lines.filter((l) => l.orderId === o.id).map((l) => ({
          itemId: l.itemId, itemUserCode: l.itemUserCode, itemName: l.itemName, quantity: l.quantity, options: l.options, itemOptionId: l.itemOptionId,
        })),
        taxInvoice: invoice ? toInvoice(invoice) : null,
      };
    }),
  };
}

/** Requests a tax invoice for one of the member's paid orders, once per order (the unique order id decides a race). */
export async function requestTaxInvoice(handle: DatabaseHandle, memberId: number, orderCode: string, email: string, now = Date.now()): Promise<TaxInvoice> {
  return writeTransaction(handle, async (trx) => {
    const order = await trx.selectFrom('orders').select(['id', 'status', 'payAmount']).where('orderCode', '=', orderCode).where('memberId', '=', memberId).executeTakeFirst();
    if (!order) throw apiError('ORDER_NOT_FOUND');
    if (!PAID_STATUSES.includes(order.status as OrderStatus)) throw apiError('ORDER_NOT_PAID');
    const row = { orderId: order.id, memberId, email, ...splitVat(order.payAmount), status: 'REQUESTED', createdAt: toSeoulTimestamp(now), issuedOn: null, approvalNumber: null };
    const inserted = await trx.insertInto('taxInvoices').values(row).onConflict((oc) => oc.column('orderId').doNothing()).returning('id').executeTakeFirst();
    if (!inserted) throw apiError('TAX_INVOICE_EXISTS');
    return toInvoice(row);
  });
}

/** Where the operator downloads the licence of a member's application: `/api/operator/business/{memberId}/licence`. */
export const licenceUrl = (memberId: number): string => `/api/operator/business/${memberId}/licence`;

/** The licence of a member's business application, whatever its status; 404 when the member never applied. */
export async function licenceOf(db: Db, memberId: number): Promise<FileToSend> {
  const row = await db.selectFrom('businessMembers').select(['licenceKey', 'licenceName']).where('memberId', '=', memberId).executeTakeFirst();
  if (!row?.licenceKey) throw apiError('FILE_NOT_FOUND');
  return { storageKey: row.licenceKey, fileName: row.licenceName };
}

/** Applications waiting for the operator, oldest first (at most 200), each with its licence's download path. */
export async function pendingBusiness(db: Db): Promise<{ list: PendingBusiness[] }> {
  const rows = await db
    .selectFrom('businessMembers')
    .innerJoin('members', 'members.id', 'businessMembers.memberId')
    .select(['businessMembers.memberId', 'members.loginId', 'businessMembers.companyName', 'businessMembers.businessNumber', 'businessMembers.licenceName', 'businessMembers.appliedAt'])
    .where('businessMembers.status', '=', 'PENDING')
    .orderBy('businessMembers.appliedAt')
    .limit(200)
    .execute();
  return { list: rows.map(({ appliedAt, ...row }) => ({ ...row, licenceUrl: licenceUrl(row.memberId), appliedDate: appliedAt })) };
}

/** Tax invoice requests not issued yet (operator), oldest first (at most 200), with the business member's company. */
export async function requestedTaxInvoices(db: Db) {
  const rows = await db
    .selectFrom('taxInvoices')
    .innerJoin('orders', 'orders.id', 'taxInvoices.orderId')
    .leftJoin('businessMembers', 'businessMembers.memberId', 'taxInvoices.memberId')
    .selectAll('taxInvoices')
    .select(['orders.orderCode', 'businessMembers.companyName', 'businessMembers.businessNumber'])
    .where('taxInvoices.status', '=', 'REQUESTED')
    .orderBy('taxInvoices.createdAt')
    .orderBy('taxInvoices.id')
    .limit(200)
    .execute();
  return {
    list: rows.map((row) => ({ ...toInvoice(row), orderCode: row.orderCode, memberId: row.memberId, companyName: row.companyName ?? '', businessNumber: row.businessNumber ?? '' })),
  };
}

/**
 * Records the issue of an order's requested tax invoice (operator): 발행완료 with its issue date and approval number,
 * once (a conditional update: a second issue, or two at once, answers TAX_INVOICE_ISSUED).
 */
export async function issueTaxInvoice(db: Db, orderCode: string, input: { issueDate: string; approvalNumber: string }): Promise<TaxInvoice> {
  const order = await db.selectFrom('orders').select('id').where('orderCode', '=', orderCode).executeTakeFirst();
  const invoice = order ? await db.selectFrom('taxInvoices').select('status').where('orderId', '=', order.id).executeTakeFirst() : undefined;
  if (!order || !invoice) throw apiError('TAX_INVOICE_NOT_FOUND');
  const updated = await db
    .updateTable('taxInvoices')
    .set({ status: 'ISSUED', issuedOn: input.issueDate, approvalNumber: input.approvalNumber })
    .where('orderId', '=', order.id)
    .where('status', '=', 'REQUESTED')
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw apiError('TAX_INVOICE_ISSUED');
  return toInvoice(updated);
}
