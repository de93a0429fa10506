import type { Generated } from 'kysely';
import type { YesNo } from './schema.ts';

// Tables of migration 0009 (company, customer service, terms, business area), as Kysely sees them.

export type SiteSettingTable = { key: string; value: string; updatedAt: string };
export type CompanyPageTable = { pageKey: string; title: string; content: string; updatedAt: string };
export type PolicyVersionTable = { id: Generated<number>; policyType: string; title: string; effectiveDate: string; document: string; createdAt: string };
export type FaqTable = { id: Generated<number>; faqType: string; title: string; content: string; ordering: number; createdAt: string };
export type NoticeTable = { id: Generated<number>; noticeFlag: YesNo; subject: string; content: string; link: string; createdAt: string };

export type CsInquiryTable = {
  id: Generated<number>;
  memberId: number;
  qnaGroup: string;
  subject: string;
  question: string;
  status: string;
  answer: string | null;
  answeredAt: string | null;
  createdAt: string;
};

export type CsInquiryFileTable = { id: Generated<number>; inquiryId: number; storageKey: string; fileName: string; size: number; contentType: string };

export type PartnershipInquiryTable = {
  id: Generated<number>;
  receiptCode: string;
  companyName: string;
  managerName: string;
  phone: string;
  email: string;
  homepage: string;
  products: string;
  storageKey: string | null;
  fileName: string | null;
  privacyAgreedAt: string;
  createdAt: string;
};

export type BusinessMemberTable = {
  memberId: number;
  companyName: string;
  representativeName: string;
  businessNumber: string;
  businessType: string;
  businessItem: string;
  licenceKey: string;
  licenceName: string;
  status: string;
  appliedAt: string;
  decidedAt: string | null;
};

export type TaxInvoiceTable = {
  id: Generated<number>;
  orderId: number;
  memberId: number;
  email: string;
  supplyAmount: number;
  vatAmount: number;
  status: string;
  createdAt: string;
  /** Set when the operator issued it (migration 0016): yyyyMMdd and the 국세청 approval number. */
  issuedOn: string | null;
  approvalNumber: string | null;
};

/** The tables of migration 0009. */
export type CsTables = {
  siteSettings: SiteSettingTable;
  companyPages: CompanyPageTable;
  policyVersions: PolicyVersionTable;
  faqs: FaqTable;
  notices: NoticeTable;
  csInquiries: CsInquiryTable;
  csInquiryFiles: CsInquiryFileTable;
  partnershipInquiries: PartnershipInquiryTable;
  businessMembers: BusinessMemberTable;
  taxInvoices: TaxInvoiceTable;
};
