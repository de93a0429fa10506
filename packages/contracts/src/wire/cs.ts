import * as v from 'valibot';
import { pageEntries, YesNoSchema } from './common.ts';

// Wire shapes of the company, customer service, terms and business endpoints.

/** The legally required business information (footer and /open-info, one source). */
export const BusinessInfoSchema = v.object({
  shopName: v.string(),
  companyName: v.string(),
  representative: v.string(),
  address: v.string(),
  phone: v.string(),
  fax: v.string(),
  email: v.string(),
  businessNumber: v.string(),
  /** The public register's page of this business number (사업자정보확인). */
  businessCheckUrl: v.string(),
  mailOrderNumber: v.string(),
  privacyOfficer: v.string(),
  privacyEmail: v.string(),
  hostingProvider: v.string(),
  csPhone: v.string(),
  csHours: v.string(),
});
export type BusinessInfo = v.InferOutput<typeof BusinessInfoSchema>;

/** Company page keys (/company/{key}). */
export const COMPANY_PAGE_KEYS = ['about', 'brand', 'place', 'union', 'history', 'business', 'location', 'certification'] as const;
export type CompanyPageKey = (typeof COMPANY_PAGE_KEYS)[number];

/** One content block of a company page (stored, edited by the operator). */
export const ContentBlockSchema = v.object({
  heading: v.string(),
  paragraphs: v.array(v.string()),
  items: v.array(v.object({ title: v.string(), text: v.string() })),
});
export type ContentBlock = v.InferOutput<typeof ContentBlockSchema>;

export const CompanyPageSchema = v.object({
  pageKey: v.picklist(COMPANY_PAGE_KEYS),
  title: v.string(),
  lead: v.string(),
  blocks: v.array(ContentBlockSchema),
  updatedDate: v.string(),
});
export type CompanyPage = v.InferOutput<typeof CompanyPageSchema>;

/** The location page adds the address, a map link and the phone from the business information. */
export const CompanyPageAnswerSchema = v.object({
  page: CompanyPageSchema,
  location: v.nullable(v.object({ address: v.string(), mapUrl: v.string(), phone: v.string() })),
});
export type CompanyPageAnswer = v.InferOutput<typeof CompanyPageAnswerSchema>;

// Policies: the same document shape the terms pages lay out.
export const PolicyClauseSchema = v.object({ text: v.string(), items: v.optional(v.array(v.string())) });
export const PolicyArticleSchema = v.object({ id: v.string(), title: v.string(), clauses: v.array(PolicyClauseSchema) });
export const PolicyDocumentSchema = v.object({
  title: v.string(),
  summary: v.string(),
  intro: v.optional(v.array(v.string())),
  chapters: v.array(v.object({ title: v.optional(v.string()), articles: v.array(PolicyArticleSchema) })),
  addenda: v.optional(v.object({ title: v.string(), clauses: v.array(v.string()) })),
});
export type PolicyClause = v.InferOutput<typeof PolicyClauseSchema>;
export type PolicyArticle = v.InferOutput<typeof PolicyArticleSchema>;
export type PolicyDocument = v.InferOutput<typeof PolicyDocumentSchema>;

export const POLICY_TYPES = ['terms-of-service', 'privacy-policy', 'marketing-consent', 'email-collection-refusal'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/**
 * Every stored version of a policy, newest effective date first: `current` is the one in force today (the latest
 * whose effective date has come, in Asia/Seoul), `upcoming` a version announced for a later day (시행 예정).
 */
export const PolicyVersionsSchema = v.object({
  type: v.picklist(POLICY_TYPES),
  versions: v.array(v.object({ id: v.number(), title: v.string(), effectiveDate: v.string(), current: v.boolean(), upcoming: v.boolean() })),
  selected: v.object({ id: v.number(), effectiveDate: v.string(), document: PolicyDocumentSchema }),
});
export type PolicyVersions = v.InferOutput<typeof PolicyVersionsSchema>;

/** FAQ types (their labels come with every FAQ answer). */
export const FAQ_TYPES = ['ORDER', 'DELIVERY', 'CLAIM', 'MEMBER', 'ETC'] as const;
export type FaqType = (typeof FAQ_TYPES)[number];

export const LabelledSchema = v.object({ id: v.string(), label: v.string() });

export const FaqSchema = v.object({ id: v.number(), type: v.string(), label: v.string(), title: v.string(), content: v.string() });
export type Faq = v.InferOutput<typeof FaqSchema>;
export const FaqPageSchema = v.object({ types: v.array(LabelledSchema), ...pageEntries(FaqSchema) });
export type FaqPage = v.InferOutput<typeof FaqPageSchema>;

export const NoticeSchema = v.object({ noticeId: v.number(), noticeFlag: YesNoSchema, subject: v.string(), content: v.string(), createdDate: v.string(), link: v.string() });
export type Notice = v.InferOutput<typeof NoticeSchema>;
export const NoticePageSchema = v.object({ pinned: v.array(NoticeSchema), ...pageEntries(NoticeSchema) });
export type NoticePage = v.InferOutput<typeof NoticePageSchema>;

export const INQUIRY_STATUSES = ['WAITING', 'ANSWERED'] as const;
export const InquiryFileSchema = v.object({ id: v.number(), name: v.string(), size: v.number(), contentType: v.string(), url: v.string() });
export const CsInquirySchema = v.object({
  id: v.number(),
  qnaGroup: v.string(),
  label: v.string(),
  subject: v.string(),
  question: v.string(),
  status: v.picklist(INQUIRY_STATUSES),
  statusLabel: v.string(),
  answer: v.nullable(v.string()),
  answerDate: v.nullable(v.string()),
  createdDate: v.string(),
  files: v.array(InquiryFileSchema),
});
export type CsInquiry = v.InferOutput<typeof CsInquirySchema>;
export const CsInquiryPageSchema = v.object({ qnaGroups: v.array(LabelledSchema), ...pageEntries(CsInquirySchema) });
export type CsInquiryPage = v.InferOutput<typeof CsInquiryPageSchema>;

export const PartnershipReceiptSchema = v.object({ receiptCode: v.string(), createdDate: v.string() });
export type PartnershipReceipt = v.InferOutput<typeof PartnershipReceiptSchema>;

export const SiteStatusSchema = v.object({ maintenance: v.boolean(), message: v.string(), until: v.string() });
export type SiteStatus = v.InferOutput<typeof SiteStatusSchema>;

export const BUSINESS_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export const BusinessProfileSchema = v.object({
  companyName: v.string(),
  representativeName: v.string(),
  businessNumber: v.string(),
  businessType: v.string(),
  businessItem: v.string(),
  licenceName: v.string(),
  appliedDate: v.string(),
  decidedDate: v.nullable(v.string()),
});
export const BusinessStatusSchema = v.object({ status: v.picklist(BUSINESS_STATUSES), profile: v.nullable(BusinessProfileSchema) });
export type BusinessStatus = v.InferOutput<typeof BusinessStatusSchema>;

export const TAX_INVOICE_STATUSES = ['REQUESTED', 'ISSUED'] as const;
/** A tax invoice request; once the operator issued it, its issue date (yyyyMMdd) and the 국세청 approval number. */
export const TaxInvoiceSchema = v.object({
  status: v.picklist(TAX_INVOICE_STATUSES),
  statusLabel: v.string(),
  email: v.string(),
  supplyAmount: v.number(),
  vatAmount: v.number(),
  requestedDate: v.string(),
  issuedDate: v.nullable(v.string()),
  approvalNumber: v.nullable(v.string()),
});
export type TaxInvoice = v.InferOutput<typeof TaxInvoiceSchema>;
export const BusinessOrderSchema = v.object({
  orderCode: v.string(),
  createdDate: v.string(),
  payAmount: v.number(),
  status: v.string(),
  statusLabel: v.string(),
  /** `itemOptionId`: the chosen option of a single-choice option item (null without options or for typed-in options). */
  items: v.array(v.object({ itemId: v.number(), itemUserCode: v.string(), itemName: v.string(), quantity: v.number(), options: v.string(), itemOptionId: v.nullable(v.number()) })),
  taxInvoice: v.nullable(TaxInvoiceSchema),
});
export type BusinessOrder = v.InferOutput<typeof BusinessOrderSchema>;
export const BusinessOrdersSchema = v.object({ list: v.array(BusinessOrderSchema) });
export type BusinessOrders = v.InferOutput<typeof BusinessOrdersSchema>;

/**
 * The answer of a file download (an inquiry attachment, a partnership file, a business licence): the file itself with
 * its content type and name (`content-disposition`), never JSON. Pages link to the path; refusals are JSON errors.
 */
export const StoredFileAnswerSchema = v.instance(Uint8Array);

/** One 입점문의 as the operator reads it; `fileUrl` downloads its file (operator token), null without one. */
export const PartnershipInquirySchema = v.object({
  id: v.number(),
  receiptCode: v.string(),
  companyName: v.string(),
  managerName: v.string(),
  phone: v.string(),
  email: v.string(),
  homepage: v.string(),
  products: v.string(),
  fileName: v.nullable(v.string()),
  fileUrl: v.nullable(v.string()),
  privacyAgreedDate: v.string(),
  createdDate: v.string(),
});
export type PartnershipInquiry = v.InferOutput<typeof PartnershipInquirySchema>;
export const PartnershipInquiryPageSchema = v.object(pageEntries(PartnershipInquirySchema));
export type PartnershipInquiryPage = v.InferOutput<typeof PartnershipInquiryPageSchema>;

/** A business application waiting for the operator; `licenceUrl` downloads its 사업자등록증 (operator token). */
export const PendingBusinessSchema = v.object({
  memberId: v.number(),
  loginId: v.string(),
  companyName: v.string(),
  businessNumber: v.string(),
  licenceName: v.string(),
  licenceUrl: v.string(),
  appliedDate: v.string(),
});
export type PendingBusiness = v.InferOutput<typeof PendingBusinessSchema>;
