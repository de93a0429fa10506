import * as v from 'valibot';
import { isBusinessNumber, isEmail, isSafeLink } from '@shop/validators';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, int, oneOf, pageNumber, pageSizeOf, text, userInput } from '../define/fields.ts';
import { ContentBlockInput, PolicyDocumentInput } from './content-inputs.ts';
import { CS_INPUT_MESSAGES as IM, CS_LABELS as L } from '../messages/cs.ko.ts';
import { CONTRACT_MESSAGES as M } from '../messages/ko.ts';
import {
  BusinessInfoSchema, BusinessStatusSchema, COMPANY_PAGE_KEYS, CompanyPageSchema, CsInquirySchema, FAQ_TYPES, FaqSchema,
  NoticeSchema, PartnershipInquiryPageSchema, PendingBusinessSchema, POLICY_TYPES, SiteStatusSchema, TaxInvoiceSchema,
} from '../wire/cs.ts';
import { OkAnswerSchema } from '../wire/common.ts';

// Operator calls: allowed only with the operator token (`x-operator-token`, OPERATOR_TOKEN of the API);
// without a configured token they do not exist (404).

const OPERATOR_ERRORS = ['OPERATOR_ONLY', 'NOT_FOUND'] as const;

/** `POST /api/operator/maintenance`: switches maintenance on or off. */
export const setMaintenanceContract = defineContract({
  method: 'POST',
  path: '/api/operator/maintenance',
  body: fields({
    maintenance: v.boolean(),
    message: v.optional(text({ label: L.message }, { max: 500 }), ''),
    until: v.optional(text({ label: L.until }, { max: 14 }), ''),
  }),
  answer: SiteStatusSchema,
  errors: OPERATOR_ERRORS,
  sample: { body: { maintenance: false } },
});

/** `GET /api/operator/inquiries`: 1:1 inquiries waiting for an answer, oldest first. */
export const getWaitingInquiriesContract = defineContract({
  method: 'GET',
  path: '/api/operator/inquiries',
  answer: v.object({ list: v.array(v.object({ ...CsInquirySchema.entries, memberId: v.number() })) }),
  errors: OPERATOR_ERRORS,
  sample: {},
});

/** `POST /api/operator/inquiries/{inquiryId}/answer`: answers a 1:1 inquiry (답변완료). */
export const answerInquiryContract = defineContract({
  method: 'POST',
  path: '/api/operator/inquiries/:inquiryId/answer',
  params: fields({ inquiryId: id({ label: L.inquiryId }) }),
  body: fields({ answer: text({ label: L.answer }, { min: 1, max: 4000 }) }),
  answer: CsInquirySchema,
  errors: [...OPERATOR_ERRORS, 'CONTENT_NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { params: { inquiryId: 1 }, body: { answer: 'Thank you.' } },
});

/**
 * `POST /api/operator/qna/{qnaId}/answer`: answers an item's Q&A question (답변완료; a second answer replaces the
 * first). The item page shows it, so the shells drop their copies of item pages.
 */
export const answerItemQnaContract = defineContract({
  method: 'POST',
  path: '/api/operator/qna/:qnaId/answer',
  params: fields({ qnaId: id({ label: L.qnaId }) }),
  body: fields({ answer: text({ label: L.answer }, { min: 1, max: 4000 }) }),
  answer: OkAnswerSchema,
  errors: [...OPERATOR_ERRORS, 'CONTENT_NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { params: { qnaId: 1 }, body: { answer: 'Thank you.' } },
});

/** `POST /api/operator/business/{memberId}`: approves or refuses a pending business application. */
export const decideBusinessContract = defineContract({
  method: 'POST',
  path: '/api/operator/business/:memberId',
  params: fields({ memberId: id({ label: L.memberId }) }),
  body: fields({ decision: oneOf({ label: L.decision }, ['APPROVED', 'REJECTED']) }),
  answer: BusinessStatusSchema,
  errors: [...OPERATOR_ERRORS, 'BUSINESS_NOT_PENDING'],
  ownership: { notOwned: 'operator token' },
  sample: { params: { memberId: 1 }, body: { decision: 'APPROVED' } },
});

/** `GET /api/operator/business`: business applications waiting for a decision, oldest first, each with its licence's download path. */
export const getPendingBusinessContract = defineContract({
  method: 'GET',
  path: '/api/operator/business',
  answer: v.object({ list: v.array(PendingBusinessSchema) }),
  errors: OPERATOR_ERRORS,
  sample: {},
});

/** `GET /api/operator/partnerships?page=&size=`: 입점문의 with every detail and their file's download path, newest first. */
export const getPartnershipsContract = defineContract({
  method: 'GET',
  path: '/api/operator/partnerships',
  query: fields({ page: pageNumber(), size: pageSizeOf('size', 100, 20) }),
  answer: PartnershipInquiryPageSchema,
  errors: OPERATOR_ERRORS,
  sample: { query: { page: 1, size: 5 } },
});

/** `PUT /api/operator/company/pages/{pageKey}`: replaces a company page's content. */
export const putCompanyPageContract = defineContract({
  method: 'PUT',
  path: '/api/operator/company/pages/:pageKey',
  params: fields({ pageKey: oneOf({ label: L.pageKey }, COMPANY_PAGE_KEYS) }),
  body: fields({ title: text({ label: L.title }, { min: 1, max: 50 }), lead: text({ label: L.content }, { max: 500 }), blocks: v.array(ContentBlockInput) }),
  answer: CompanyPageSchema,
  errors: OPERATOR_ERRORS,
  ownership: { notOwned: 'operator token' },
  sample: { params: { pageKey: 'brand' }, body: { title: 'Brand', lead: '', blocks: [] } },
});

/** A required line of the business information, at most `max` characters, kept without surrounding blanks. */
const infoText = (label: string, max: number) =>
  userInput(v.pipe(text({ label }, { min: 1, max }), v.check((s) => s.trim() !== '', M.required(label)), v.transform((s) => s.trim())), M.required(label));

/** A phone or fax number: digits and '-' (e.g. 1588-0000, 02-555-0001). */
const phoneNumber = (label: string) => userInput(v.pipe(infoText(label, 20), v.regex(/^\d[\d-]{6,18}\d$/, IM.phoneNumber(label))), M.required(label));

/** An e-mail address by the validators' rule. */
const emailAddress = (label: string) => userInput(v.pipe(infoText(label, 100), v.check(isEmail, IM.emailAddress(label))), M.required(label));

/**
 * A 사업자등록번호 with or without its dashes, checked by the spec's checksum, stored as 000-00-00000 (the footer's
 * and /open-info's form).
 */
const businessNumberField = userInput(
  v.pipe(
    infoText(L.businessNumber, 12),
    v.regex(/^\d{3}-?\d{2}-?\d{5}$/, IM.businessNumber),
    v.check((s) => isBusinessNumber(s.replace(/-/g, '')), IM.businessNumber),
    v.transform((s) => s.replace(/-/g, '').replace(/^(\d{3})(\d{2})(\d{5})$/, '$1-$2-$3')),
  ),
  M.required(L.businessNumber),
);

/**
 * Body of `PUT /api/operator/site/business-info`: the legally required items (상호, 대표자, 주소, 전화, 이메일,
 * 사업자등록번호, 통신판매업 신고번호, 개인정보보호책임자, 호스팅 제공자) and the shop's name and customer-centre lines,
 * all required; fax and the privacy officer's e-mail may be empty. The 사업자정보확인 link is never sent: the API
 * derives it from the number.
 */
const BusinessInfoBodySchema = fields({
  shopName: infoText(L.shopName, 50),
  companyName: infoText(L.tradeName, 100),
  representative: infoText(L.representative, 50),
  address: infoText(L.address, 200),
  phone: phoneNumber(L.bizPhone),
  fax: v.optional(v.union([v.literal(''), phoneNumber(L.fax)], IM.phoneNumber(L.fax)), ''),
  email: emailAddress(L.email),
  businessNumber: businessNumberField,
  mailOrderNumber: infoText(L.mailOrderNumber, 50),
  privacyOfficer: infoText(L.privacyOfficer, 50),
  privacyEmail: v.optional(v.union([v.literal(''), emailAddress(L.privacyEmail)], IM.emailAddress(L.privacyEmail)), ''),
  hostingProvider: infoText(L.hostingProvider, 100),
  csPhone: phoneNumber(L.csPhone),
  csHours: infoText(L.csHours, 100),
});

/** `PUT /api/operator/site/business-info`: replaces the legal business information (footer, /open-info) at once. */
export const putBusinessInfoContract = defineContract({
  method: 'PUT',
  path: '/api/operator/site/business-info',
  body: BusinessInfoBodySchema,
  answer: BusinessInfoSchema,
  errors: OPERATOR_ERRORS,
  sample: {
    body: {
      shopName: 'Shop', companyName: 'Shop Inc.', representative: 'Kim', address: 'Seoul', phone: '1588-0000', fax: '', email: 'help@example.com',
      businessNumber: '124-81-00998', mailOrderNumber: '2026-Seoul-0001', privacyOfficer: 'Lee', privacyEmail: 'privacy@example.com',
      hostingProvider: 'Host', csPhone: '1588-0000', csHours: '09:00-18:00',
    },
  },
});

/** `POST /api/operator/policy/{type}`: stores a new version of a policy with its effective date (yyyyMMdd). */
export const postPolicyVersionContract = defineContract({
  method: 'POST',
  path: '/api/operator/policy/:type',
  params: fields({ type: oneOf({ label: L.policyType }, POLICY_TYPES) }),
  body: fields({
    effectiveDate: yyyyMMdd(L.effectiveDate, M.invalid(L.effectiveDate)),
    document: PolicyDocumentInput,
  }),
  answer: v.object({ id: v.number(), effectiveDate: v.string() }),
  errors: [...OPERATOR_ERRORS, 'POLICY_VERSION_EXISTS'],
  sample: { params: { type: 'marketing-consent' }, body: { effectiveDate: '20270101', document: { title: 't', summary: 's', chapters: [] } } },
});

/** A date as yyyyMMdd (a real calendar day). */
function yyyyMMdd(label: string, message: string) {
  return v.pipe(
    text({ label }, { min: 1, max: 8 }),
    v.check((s) => {
      const m = /^(\d{4})(\d{2})(\d{2})$/.exec(s);
      if (!m) return false;
      const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return date.getUTCFullYear() === Number(m[1]) && date.getUTCMonth() === Number(m[2]) - 1 && date.getUTCDate() === Number(m[3]);
    }, message),
  );
}

/** Body of the FAQ calls: type, question, answer and an optional place in the list (smaller first). */
const FaqBodySchema = fields({
  faqType: oneOf({ label: L.faqType }, FAQ_TYPES),
  title: text({ label: L.title }, { min: 1, max: 200 }),
  content: text({ label: L.content }, { min: 1, max: 4000 }),
  ordering: v.optional(int({ label: L.ordering }, { min: 0, max: 9999 }), 0),
});

/** `POST /api/operator/faqs`: adds an FAQ entry. */
export const createFaqContract = defineContract({
  method: 'POST',
  path: '/api/operator/faqs',
  body: FaqBodySchema,
  answer: FaqSchema,
  errors: OPERATOR_ERRORS,
  sample: { body: { faqType: 'ETC', title: 'Question', content: 'Answer', ordering: 3 } },
});

/** `PUT /api/operator/faqs/{faqId}`: replaces an FAQ entry. */
export const updateFaqContract = defineContract({
  method: 'PUT',
  path: '/api/operator/faqs/:faqId',
  params: fields({ faqId: id({ label: L.faqId }) }),
  body: FaqBodySchema,
  answer: FaqSchema,
  errors: [...OPERATOR_ERRORS, 'CONTENT_NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { params: { faqId: 1 }, body: { faqType: 'ORDER', title: 'Question', content: 'Answer' } },
});

/** `DELETE /api/operator/faqs/{faqId}`: removes an FAQ entry. */
export const deleteFaqContract = defineContract({
  method: 'DELETE',
  path: '/api/operator/faqs/:faqId',
  params: fields({ faqId: id({ label: L.faqId }) }),
  answer: OkAnswerSchema,
  errors: [...OPERATOR_ERRORS, 'CONTENT_NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { params: { faqId: 2_000_000_000 } },
});

/**
 * Body of the notice calls: subject, content (text, its line breaks kept), an optional link (http(s) or a path of the
 * shop) and `noticeFlag` Y to pin it above the list on every page.
 */
const NoticeBodySchema = fields({
  subject: text({ label: L.subject }, { min: 1, max: 200 }),
  content: text({ label: L.content }, { min: 1, max: 20000 }),
  link: v.optional(v.pipe(text({ label: L.link }, { max: 500 }), v.check((s) => s === '' || isSafeLink(s), IM.noticeLink)), ''),
  noticeFlag: v.optional(oneOf({ label: L.noticeFlag }, ['Y', 'N']), 'N'),
});

/** `POST /api/operator/notices`: publishes a notice (pinned with `noticeFlag` Y). */
export const createNoticeContract = defineContract({
  method: 'POST',
  path: '/api/operator/notices',
  body: NoticeBodySchema,
  answer: NoticeSchema,
  errors: OPERATOR_ERRORS,
  sample: { body: { subject: 'Notice', content: 'Line one\nLine two', link: '/customer/faqs', noticeFlag: 'Y' } },
});

/** `PUT /api/operator/notices/{noticeId}`: replaces a notice (pins or unpins it); its date stays. */
export const updateNoticeContract = defineContract({
  method: 'PUT',
  path: '/api/operator/notices/:noticeId',
  params: fields({ noticeId: id({ label: L.noticeId }) }),
  body: NoticeBodySchema,
  answer: NoticeSchema,
  errors: [...OPERATOR_ERRORS, 'CONTENT_NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { params: { noticeId: 1 }, body: { subject: 'Notice', content: 'Text', link: 'https://example.com/a', noticeFlag: 'N' } },
});

/** `DELETE /api/operator/notices/{noticeId}`: removes a notice. */
export const deleteNoticeContract = defineContract({
  method: 'DELETE',
  path: '/api/operator/notices/:noticeId',
  params: fields({ noticeId: id({ label: L.noticeId }) }),
  answer: OkAnswerSchema,
  errors: [...OPERATOR_ERRORS, 'CONTENT_NOT_FOUND'],
  ownership: { notOwned: 'operator token' },
  sample: { params: { noticeId: 2_000_000_000 } },
});

/** One tax invoice request as the operator lists it. */
const OperatorTaxInvoiceSchema = v.object({ ...TaxInvoiceSchema.entries, orderCode: v.string(), memberId: v.number(), companyName: v.string(), businessNumber: v.string() });

/** `GET /api/operator/tax-invoices`: tax invoice requests not issued yet, oldest first. */
export const getRequestedTaxInvoicesContract = defineContract({
  method: 'GET',
  path: '/api/operator/tax-invoices',
  answer: v.object({ list: v.array(OperatorTaxInvoiceSchema) }),
  errors: OPERATOR_ERRORS,
  sample: {},
});

/**
 * `POST /api/operator/tax-invoices/{orderCode}/issue`: records that the 세금계산서 of an order was issued (발행완료),
 * with its issue date (yyyyMMdd) and the 국세청 approval number; the member sees both on /business.
 */
export const issueTaxInvoiceContract = defineContract({
  method: 'POST',
  path: '/api/operator/tax-invoices/:orderCode/issue',
  params: fields({ orderCode: text({ label: L.orderCode }, { min: 1, max: 40 }) }),
  body: fields({
    issueDate: yyyyMMdd(L.issueDate, IM.issueDate),
    approvalNumber: v.pipe(text({ label: L.approvalNumber }, { min: 1, max: 26 }), v.regex(/^\d{8}-\d{8}-\d{8}$/, IM.approvalNumber)),
  }),
  answer: TaxInvoiceSchema,
  errors: [...OPERATOR_ERRORS, 'TAX_INVOICE_NOT_FOUND', 'TAX_INVOICE_ISSUED'],
  ownership: { notOwned: 'operator token' },
  sample: { params: { orderCode: 'ONOSUCHORDER' }, body: { issueDate: '20260110', approvalNumber: '20260110-41000000-12345678' } },
});
