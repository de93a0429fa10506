import * as v from 'valibot';
import { defineContract } from '../define/define-contract.ts';
import { fields, id, oneOf, text } from '../define/fields.ts';
import { CS_LABELS as L } from '../messages/cs.ko.ts';
import { CONTRACT_MESSAGES as M } from '../messages/ko.ts';
import {
  BusinessInfoSchema, BusinessStatusSchema, COMPANY_PAGE_KEYS, CompanyPageSchema, ContentBlockSchema, CsInquirySchema, POLICY_TYPES,
  PolicyDocumentSchema, SiteStatusSchema,
} from '../wire/cs.ts';

// Operator calls (issue 17): allowed only with the operator token (`x-operator-token`, OPERATOR_TOKEN of the API);
// without a configured token they do not exist (404).

const OPERATOR_ERRORS = ['OPERATOR_ONLY', 'NOT_FOUND'] as const;

/** `POST /api/operator/maintenance`: switches maintenance on or off. */
export const setMaintenanceContract = defineContract({
  id: 'cs.op.maintenance',
  method: 'POST',
  path: '/api/operator/maintenance',
  body: fields({
    maintenance: v.boolean(),
    message: v.optional(text({ label: L.message }, { max: 500 }), ''),
    until: v.optional(text({ label: L.until }, { max: 14 }), ''),
  }),
  answer: SiteStatusSchema,
  errors: OPERATOR_ERRORS,
});

/** `GET /api/operator/inquiries`: 1:1 inquiries waiting for an answer, oldest first. */
export const getWaitingInquiriesContract = defineContract({
  id: 'cs.op.inquiries',
  method: 'GET',
  path: '/api/operator/inquiries',
  answer: v.object({ list: v.array(v.object({ ...CsInquirySchema.entries, memberId: v.number() })) }),
  errors: OPERATOR_ERRORS,
});

/** `POST /api/operator/inquiries/{inquiryId}/answer`: answers a 1:1 inquiry (답변완료). */
export const answerInquiryContract = defineContract({
  id: 'cs.op.answerInquiry',
  method: 'POST',
  path: '/api/operator/inquiries/:inquiryId/answer',
  params: fields({ inquiryId: id({ label: L.inquiryId }) }),
  body: fields({ answer: text({ label: L.answer }, { min: 1, max: 4000 }) }),
  answer: CsInquirySchema,
  errors: [...OPERATOR_ERRORS, 'CONTENT_NOT_FOUND'],
});

/** `POST /api/operator/business/{memberId}`: approves or refuses a pending business application. */
export const decideBusinessContract = defineContract({
  id: 'cs.op.decideBusiness',
  method: 'POST',
  path: '/api/operator/business/:memberId',
  params: fields({ memberId: id({ label: L.memberId }) }),
  body: fields({ decision: oneOf({ label: L.decision }, ['APPROVED', 'REJECTED']) }),
  answer: BusinessStatusSchema,
  errors: [...OPERATOR_ERRORS, 'BUSINESS_NOT_PENDING'],
});

/** `GET /api/operator/business`: business applications waiting for a decision, oldest first. */
export const getPendingBusinessContract = defineContract({
  id: 'cs.op.pendingBusiness',
  method: 'GET',
  path: '/api/operator/business',
  answer: v.object({ list: v.array(v.object({ memberId: v.number(), loginId: v.string(), companyName: v.string(), businessNumber: v.string(), licenceName: v.string(), appliedDate: v.string() })) }),
  errors: OPERATOR_ERRORS,
});

/** `PUT /api/operator/company/pages/{pageKey}`: replaces a company page's content. */
export const putCompanyPageContract = defineContract({
  id: 'cs.op.companyPage',
  method: 'PUT',
  path: '/api/operator/company/pages/:pageKey',
  params: fields({ pageKey: oneOf({ label: L.pageKey }, COMPANY_PAGE_KEYS) }),
  body: fields({ title: text({ label: L.title }, { min: 1, max: 50 }), lead: text({ label: L.content }, { max: 500 }), blocks: v.array(ContentBlockSchema) }),
  answer: CompanyPageSchema,
  errors: OPERATOR_ERRORS,
});

/** `PUT /api/operator/site/business-info`: replaces the legal business information (footer, /open-info). */
export const putBusinessInfoContract = defineContract({
  id: 'cs.op.businessInfo',
  method: 'PUT',
  path: '/api/operator/site/business-info',
  body: BusinessInfoSchema,
  answer: BusinessInfoSchema,
  errors: OPERATOR_ERRORS,
});

/** `POST /api/operator/policy/{type}`: stores a new version of a policy with its effective date (yyyyMMdd). */
export const postPolicyVersionContract = defineContract({
  id: 'cs.op.policyVersion',
  method: 'POST',
  path: '/api/operator/policy/:type',
  params: fields({ type: oneOf({ label: L.policyType }, POLICY_TYPES) }),
  body: fields({
    effectiveDate: v.pipe(text({ label: L.effectiveDate }, { min: 1, max: 8 }), v.regex(/^\d{8}$/, M.invalid(L.effectiveDate))),
    document: PolicyDocumentSchema,
  }),
  answer: v.object({ id: v.number(), effectiveDate: v.string() }),
  errors: [...OPERATOR_ERRORS, 'POLICY_VERSION_EXISTS'],
});
