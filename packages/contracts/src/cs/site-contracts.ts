import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, oneOf, pageNumber, pageSizeOf, text, TRIM, writtenText } from '../define/fields.ts';
import { uploadFiles } from '../define/upload-fields.ts';
import { CS_INPUT_MESSAGES as IM, CS_LABELS as L } from '../messages/cs.ko.ts';
import {
  BusinessInfoSchema, COMPANY_PAGE_KEYS, CompanyPageAnswerSchema, FaqPageSchema, NoticePageSchema, PartnershipReceiptSchema, POLICY_TYPES,
  PolicyVersionsSchema, SiteStatusSchema,
} from '../wire/cs.ts';

/** `GET /api/site/business-info`: the legal business information of the footer and /open-info. */
export const getBusinessInfoContract = defineContract({
  method: 'GET',
  path: '/api/site/business-info',
  answer: BusinessInfoSchema,
  sample: {},
});

/** `GET /api/site/status`: whether the shop is under maintenance (answers during maintenance too). */
export const getSiteStatusContract = defineContract({ method: 'GET', path: '/api/site/status', answer: SiteStatusSchema, sample: {} });

/** `GET /api/company/pages/{pageKey}`: a company page's stored content (location adds address and map link). */
export const getCompanyPageContract = defineContract({
  method: 'GET',
  path: '/api/company/pages/:pageKey',
  params: fields({ pageKey: oneOf({ label: L.pageKey }, COMPANY_PAGE_KEYS) }),
  answer: CompanyPageAnswerSchema,
  errors: ['CONTENT_NOT_FOUND'],
  ownership: { notOwned: 'public page' },
  sample: { params: { pageKey: 'location' } },
});

/** `GET /api/policy/{type}?versionId=`: the versions of a policy and one of them (the one in force by default). */
export const getPolicyContract = defineContract({
  method: 'GET',
  path: '/api/policy/:type',
  params: fields({ type: oneOf({ label: L.policyType }, POLICY_TYPES) }),
  query: fields({ versionId: v.optional(id({ label: L.policyType })) }),
  answer: PolicyVersionsSchema,
  errors: ['POLICY_NOT_FOUND'],
  ownership: { notOwned: 'public policy' },
  sample: { params: { type: 'terms-of-service' } },
});

/** `GET /api/faq?faqType=&query=&page=&size=`: FAQ of one type (all when empty) whose title or answer has the words. */
export const getFaqsContract = defineContract({
  method: 'GET',
  path: '/api/faq',
  query: fields({
    faqType: v.optional(text({ label: L.faqType }, { max: 20 }), ''),
    query: v.optional(text({ label: L.query }, { max: 50 }), ''),
    page: pageNumber(),
    size: pageSizeOf('size', 50, 10),
  }),
  answer: FaqPageSchema,
  sample: { query: { faqType: 'ORDER', query: 'hello', page: 1, size: 5 } },
});

/** `GET /api/notice?page=&size=`: pinned notices (every page) and a page of the others, newest first. */
export const getNoticesContract = defineContract({
  method: 'GET',
  path: '/api/notice',
  query: fields({ page: pageNumber(), size: pageSizeOf('size', 50, 10) }),
  answer: NoticePageSchema,
  sample: { query: { page: 1, size: 5 } },
});

/** Body of `POST /api/store-inquiry` (multipart: one file of at most 10 MB, jpg/gif/png/pdf). */
const PartnershipBodySchema = fields({
  companyName: writtenText(50),
  managerName: writtenText(30),
  phone: v.pipe(writtenText(20), v.regex(/^[0-9-]{9,20}$/, IM.phone)),
  email: v.pipe(writtenText(100), v.email(IM.email)),
  homepage: v.optional(v.pipe(v.string(), TRIM, v.maxLength(200, IM.homepage), v.check((s) => s === '' || /^https?:\/\/\S+$/.test(s), IM.homepage)), ''),
  products: writtenText(2000),
  privacyAgreed: v.picklist(['Y'], IM.privacyAgreement),
  file: uploadFiles(L.file),
});
export type PartnershipInput = v.InferInput<typeof PartnershipBodySchema>;

/** `POST /api/store-inquiry`: 제휴/입점문의, stored with its file; answers the receipt. */
export const postPartnershipContract = defineContract({
  method: 'POST',
  path: '/api/store-inquiry',
  body: PartnershipBodySchema,
  answer: PartnershipReceiptSchema,
  errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  sample: {
    body: { companyName: 'Acme', managerName: 'Kim', phone: '010-1234-5678', email: 'kim@example.com', homepage: 'https://example.com', products: 'towels', privacyAgreed: 'Y' },
  },
});
