import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, oneOf, pageNumber, pageSizeOf, writtenText } from '../define/fields.ts';
import { uploadFiles } from '../define/upload-fields.ts';
import { CS_LABELS as L } from '../messages/cs.ko.ts';
import { CsInquiryPageSchema } from '../wire/cs.ts';

/** Types of 1:1 inquiries. */
export const CS_INQUIRY_GROUPS = ['ORDER', 'DELIVERY', 'CLAIM', 'PAYMENT', 'MEMBER', 'ETC'] as const;

/** `GET /api/qna/inquiry?page=&size=`: the member's 1:1 inquiries with answers and files, newest first. */
export const getCsInquiriesContract = defineContract({
  method: 'GET',
  path: '/api/qna/inquiry',
  access: 'member',
  query: fields({ page: pageNumber(), size: pageSizeOf('size', 50, 10) }),
  answer: CsInquiryPageSchema,
  errors: ['UNAUTHORIZED', 'INVALID_TOKEN'],
  sample: { member: true, query: { page: 1, size: 5 } },
});

/** Body of `POST /api/qna/inquiry` (multipart: up to 4 files of at most 5 MB, jpg/png/gif/bmp/pdf). */
const CsInquiryBodySchema = fields({
  qnaGroup: oneOf({ label: L.qnaGroup }, CS_INQUIRY_GROUPS),
  subject: writtenText(100),
  question: writtenText(2000),
  files: uploadFiles(L.files),
});
export type CsInquiryInput = v.InferInput<typeof CsInquiryBodySchema>;

/** `POST /api/qna/inquiry`: writes a 1:1 inquiry (답변대기) with its files. */
export const postCsInquiryContract = defineContract({
  method: 'POST',
  path: '/api/qna/inquiry',
  access: 'member',
  body: CsInquiryBodySchema,
  answer: v.object({ status: v.number(), message: v.string(), id: v.number() }),
  errors: ['UNAUTHORIZED', 'INVALID_TOKEN', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  sample: { member: true, body: { qnaGroup: 'ORDER', subject: 'Where is my order', question: 'It has not arrived yet.' } },
});
