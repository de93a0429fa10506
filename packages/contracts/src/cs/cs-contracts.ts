import { applyBusinessContract, getBusinessOrdersContract, getBusinessStatusContract, requestTaxInvoiceContract } from './business-contracts.ts';
import { getBusinessLicenceContract, getInquiryFileContract, getOwnLicenceContract, getPartnershipFileContract } from './file-contracts.ts';
import { getCsInquiriesContract, postCsInquiryContract } from './inquiry-contracts.ts';
import {
  answerInquiryContract, answerItemQnaContract, createFaqContract, createNoticeContract, decideBusinessContract, deleteFaqContract, deleteNoticeContract, getPartnershipsContract, getPendingBusinessContract,
  getRequestedTaxInvoicesContract, getWaitingInquiriesContract, issueTaxInvoiceContract, postPolicyVersionContract, putBusinessInfoContract, putCompanyPageContract,
  setMaintenanceContract, updateFaqContract, updateNoticeContract,
} from './operator-contracts.ts';
import {
  getBusinessInfoContract, getCompanyPageContract, getFaqsContract, getNoticesContract, getPolicyContract, getSiteStatusContract, postPartnershipContract,
} from './site-contracts.ts';

/** Every contract of the `cs` area (company, customer service, terms, business area, operator calls). */
export const CS_CONTRACTS = [
  getBusinessInfoContract, getSiteStatusContract, getCompanyPageContract, getPolicyContract, getFaqsContract, getNoticesContract, postPartnershipContract,
  getCsInquiriesContract, postCsInquiryContract, getInquiryFileContract,
  getBusinessStatusContract, applyBusinessContract, getBusinessOrdersContract, requestTaxInvoiceContract, getOwnLicenceContract,
  setMaintenanceContract, getWaitingInquiriesContract, answerInquiryContract, answerItemQnaContract, getPendingBusinessContract, decideBusinessContract, putCompanyPageContract, putBusinessInfoContract,
  postPolicyVersionContract, createFaqContract, updateFaqContract, deleteFaqContract, createNoticeContract, updateNoticeContract, deleteNoticeContract,
  getRequestedTaxInvoicesContract, issueTaxInvoiceContract, getPartnershipsContract, getPartnershipFileContract, getBusinessLicenceContract,
] as const;

export * from './business-contracts.ts';
export * from './file-contracts.ts';
export * from './inquiry-contracts.ts';
export * from './operator-contracts.ts';
export * from './site-contracts.ts';
