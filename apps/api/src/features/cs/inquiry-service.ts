import type { CsInquiry, CsInquiryPage } from '@shop/contracts';
import { CS_INQUIRY_GROUPS } from '@shop/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/dialect.ts';
import type { CsInquiryTable } from '../../db/schema-cs.ts';
import type { Database } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { apiError } from '../../http/error-table.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { CS_MESSAGES } from '../../messages/cs.ko.ts';
import { pageOf } from '../item/pagination.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { storeThen } from '../storage/file-storage.ts';
import { checkAndCleanUploads } from '../storage/reencode-image.ts';
import { MB, type IncomingFile, type UploadPolicy } from '../storage/upload-rules.ts';

type Db = Kysely<Database>;
type InquiryRow = Omit<CsInquiryTable, 'id'> & { id: number };

/** 1:1 inquiry attachments: up to 4 files of at most 5 MB, jpg/png/gif/bmp/pdf by content. */
export const INQUIRY_FILES: UploadPolicy = { maxFiles: 4, maxBytes: 5 * MB, kinds: ['jpg', 'png', 'gif', 'bmp', 'pdf'] };

const GROUP_LABELS = CS_MESSAGES.inquiryGroups as Record<string, string>;
const STATUS_LABELS = CS_MESSAGES.inquiryStatus as Record<string, string>;

/** Where a member (or the operator) downloads an attachment: `/api/files/inquiries/{inquiryId}/{fileId}`. */
export const inquiryFileUrl = (inquiryId: number, fileId: number): string => `/api/files/inquiries/${inquiryId}/${fileId}`;

async function withFiles(db: Db, rows: InquiryRow[]): Promise<CsInquiry[]> {
  const ids = rows.map((r) => r.id);
  const files = ids.length ? await db.selectFrom('csInquiryFiles').selectAll().where('inquiryId', 'in', ids).orderBy('id').execute() : [];
  return rows.map((r) => ({
    id: r.id,
    qnaGroup: r.qnaGroup,
    label: GROUP_LABELS[r.qnaGroup] ?? r.qnaGroup,
    subject: r.subject,
    question: r.question,
    status: r.status === 'ANSWERED' ? 'ANSWERED' : 'WAITING',
    statusLabel: STATUS_LABELS[r.status] ?? r.status,
    answer: r.answer,
    answerDate: r.answeredAt,
    createdDate: r.createdAt,
    files: files.filter((f) => f.inquiryId === r.id).map((f) => ({ id: f.id, name: f.fileName, size: f.size, contentType: f.contentType, url: inquiryFileUrl(r.id, f.id) })),
  }));
}

/**
 * A member's 1:1 inquiries with their answers and files, newest first. Exported for my page
 * (/mypage/activity/inquiries lists the same inquiries).
 */
export async function memberInquiries(db: Db, memberId: number, page: number, size: number): Promise<CsInquiryPage> {
  const [{ total }, rows] = await Promise.all([
    db.selectFrom('csInquiries').select(sql<number>`count(*)`.as('total')).where('memberId', '=', memberId).executeTakeFirstOrThrow(),
    db.selectFrom('csInquiries').selectAll().where('memberId', '=', memberId).orderBy('createdAt', 'desc').orderBy('id', 'desc')
      .limit(size).offset((page - 1) * size).execute(),
  ]);
  const qnaGroups = CS_INQUIRY_GROUPS.map((id) => ({ id, label: GROUP_LABELS[id] ?? id }));
  return { qnaGroups, ...pageOf(await withFiles(db, rows), page, size, Number(total)) };
}

type NewInquiry = { qnaGroup: string; subject: string; question: string; files: readonly IncomingFile[] };

/** Writes an inquiry: files checked first (nothing stored on refusal), stored, then recorded in one transaction. */
export async function writeInquiry(handle: DatabaseHandle, storage: FileStorage, memberId: number, input: NewInquiry, now = Date.now()): Promise<number> {
  const files = await checkAndCleanUploads(input.files, INQUIRY_FILES);
  return storeThen(storage, 'inquiries', files, (stored) =>
    writeTransaction(handle, async (trx) => {
      const { id } = await trx
        .insertInto('csInquiries')
        .values({ memberId, qnaGroup: input.qnaGroup, subject: input.subject, question: input.question, status: 'WAITING', answer: null, answeredAt: null, createdAt: toSeoulTimestamp(now) })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (stored.length) {
        await trx.insertInto('csInquiryFiles').values(stored.map((s) => ({ inquiryId: id, storageKey: s.key, fileName: s.name, size: s.size, contentType: s.contentType }))).execute();
      }
      return id;
    }),
  );
}

/** The file of an inquiry that `memberId` wrote (any inquiry for the operator, `memberId` undefined); 404 otherwise. */
export async function inquiryFile(db: Db, inquiryId: number, fileId: number, memberId: number | undefined) {
  let query = db
    .selectFrom('csInquiryFiles')
    .innerJoin('csInquiries', 'csInquiries.id', 'csInquiryFiles.inquiryId')
    .select(['csInquiryFiles.storageKey', 'csInquiryFiles.fileName'])
    .where('csInquiryFiles.id', '=', fileId)
    .where('csInquiryFiles.inquiryId', '=', inquiryId);
  if (memberId !== undefined) query = query.where('csInquiries.memberId', '=', memberId);
  const file = await query.executeTakeFirst();
  if (!file) throw apiError('FILE_NOT_FOUND');
  return file;
}

/** Inquiries waiting for an answer, oldest first (operator). */
export async function waitingInquiries(db: Db) {
  const rows = await db.selectFrom('csInquiries').selectAll().where('status', '=', 'WAITING').orderBy('createdAt').orderBy('id').limit(200).execute();
  const views = await withFiles(db, rows);
  return { list: views.map((view, i) => ({ ...view, memberId: rows[i]!.memberId })) };
}

/** Answers an inquiry (operator); answering again replaces the answer. */
export async function answerInquiry(db: Db, inquiryId: number, answer: string, now = Date.now()): Promise<CsInquiry> {
  const updated = await db
    .updateTable('csInquiries')
    .set({ answer, answeredAt: toSeoulTimestamp(now), status: 'ANSWERED' })
    .where('id', '=', inquiryId)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw apiError('CONTENT_NOT_FOUND');
  return (await withFiles(db, [updated]))[0]!;
}
