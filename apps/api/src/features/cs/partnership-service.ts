import type { PartnershipReceipt } from '@shop/contracts';
import { customAlphabet } from 'nanoid';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { storeThen } from '../storage/file-storage.ts';
import { checkUploads, MB, type IncomingFile, type UploadPolicy } from '../storage/upload-rules.ts';

/** 입점문의 attachment: one file of at most 10 MB, jpg/gif/png/pdf by content. */
export const PARTNERSHIP_FILE: UploadPolicy = { maxFiles: 1, maxBytes: 10 * MB, kinds: ['jpg', 'gif', 'png', 'pdf'] };

/** Receipt numbers the shopper can quote: `P` and 10 upper-case letters or digits (no look-alikes). */
const receiptCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 10);

type PartnershipInput = { companyName: string; managerName: string; phone: string; email: string; homepage: string; products: string; file: readonly IncomingFile[] };

/** Stores a partnership inquiry with its file (checked before anything is written) and answers the receipt. */
export async function submitPartnership(handle: DatabaseHandle, storage: FileStorage, input: PartnershipInput, now = Date.now()): Promise<PartnershipReceipt> {
  const files = checkUploads(input.file, PARTNERSHIP_FILE);
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
