import type { PartnershipInquiryPage, PartnershipReceipt } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import { customAlphabet } from 'nanoid';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { pageOf } from '../item/pagination.ts';
import type { FileToSend } from '../storage/file-route.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { storeThen } from '../storage/file-storage.ts';
import { checkAndCleanUploads } from '../storage/reencode-image.ts';
import { MB, type IncomingFile, type UploadPolicy } from '../storage/upload-rules.ts';

/** 입점문의 attachment: one file of at most 10 MB, jpg/gif/png/pdf by content. */
export const PARTNERSHIP_FILE: UploadPolicy = { maxFiles: 1, maxBytes: 10 * MB, kinds: ['jpg', 'gif', 'png', 'pdf'] };

/** Receipt numbers the shopper can quote: `P` and 10 upper-case letters or digits (no look-alikes). */
const receiptCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 10);

type PartnershipInput = { companyName: string; managerName: string; phone: string; email: string; homepage: string; products: string; file: readonly IncomingFile[] };

/** Stores a partnership inquiry with its file (checked before anything is written) and answers the receipt. */
export async function submitPartnership(handle: DatabaseHandle, storage: FileStorage, input: PartnershipInput, now = Date.now()): Promise<PartnershipReceipt> {
  const files = await checkAndCleanUploads(input.file, PARTNERSHIP_FILE);
  const createdAt = toSeoulTimestamp(now);
  const code = `P${receiptCode()}`;
  return storeThen(storage, 'partnerships', files, (stored) =>
    writeTransaction(handle, async (trx) => {
      await trx
        .insertInto('partnershipInquiries')
        .values({
          receiptCode: code, companyName: input.companyName, managerName: input.managerName, phone: input.phone, email: input.email,
          homepage: input.homepage, products: input.products, storageKey: stored[0]?.key ?? null, fileName: stored[0]?.name ?? null,
          privacyAgreedAt: createdAt, createdAt,
        })
        .execute();
      return { receiptCode: code, createdDate: createdAt };
    }),
  );
}

/** Where the operator downloads the file of a 입점문의: `/api/operator/partnerships/{id}/file`. */
export const partnershipFileUrl = (id: number): string => `/api/operator/partnerships/${id}/file`;

/** 입점문의 with every detail, newest first (operator). */
export async function partnershipPage(db: Kysely<Database>, page: number, size: number): Promise<PartnershipInquiryPage> {
  const [{ total }, rows] = await Promise.all([
    db.selectFrom('partnershipInquiries').select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    db.selectFrom('partnershipInquiries').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
  ]);
  const content = rows.map((row) => ({
    id: row.id, receiptCode: row.receiptCode, companyName: row.companyName, managerName: row.managerName, phone: row.phone, email: row.email,
    homepage: row.homepage, products: row.products, fileName: row.storageKey ? row.fileName : null, fileUrl: row.storageKey ? partnershipFileUrl(row.id) : null,
    privacyAgreedDate: row.privacyAgreedAt, createdDate: row.createdAt,
  }));
  return pageOf(content, page, size, Number(total));
}

/** The file of a 입점문의 (operator); 404 when there is no such inquiry or it came without a file. */
export async function partnershipFile(db: Kysely<Database>, id: number): Promise<FileToSend> {
  const row = await db.selectFrom('partnershipInquiries').select(['storageKey', 'fileName']).where('id', '=', id).executeTakeFirst();
  if (!row?.storageKey) throw apiError('FILE_NOT_FOUND');
  return { storageKey: row.storageKey, fileName: row.fileName ?? 'file' };
}
