import {
  answerInquiryContract, answerItemQnaContract, applyBusinessContract, createFaqContract, createNoticeContract, decideBusinessContract, deleteFaqContract, deleteNoticeContract,
  getRequestedTaxInvoicesContract, issueTaxInvoiceContract, updateFaqContract, updateNoticeContract, getBusinessInfoContract, getBusinessOrdersContract, getBusinessStatusContract,
  getCompanyPageContract, getCsInquiriesContract, getFaqsContract, getNoticesContract, getPolicyContract, getSiteStatusContract,
  getPendingBusinessContract, getWaitingInquiriesContract, postCsInquiryContract, postPartnershipContract, postPolicyVersionContract, putBusinessInfoContract, putCompanyPageContract,
  requestTaxInvoiceContract, setMaintenanceContract, getInquiryFileContract, getOwnLicenceContract, getBusinessLicenceContract, getPartnershipFileContract,
  getPartnershipsContract,
} from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/dialect.ts';
import { API_ERRORS, apiError } from '../../http/error-table.ts';
import { registerContract } from '../../http/register-contract.ts';
import { toSeoulTimestamp } from '../../lib/dates.ts';
import { CS_MESSAGES } from '../../messages/cs.ko.ts';
import { requireMember } from '../auth/service.ts';
import { registerFileContract } from '../storage/file-route.ts';
import { acceptMultipart, formLimit } from '../storage/multipart.ts';
import { createFaq, createNotice, deleteFaq, deleteNotice, faqPage, noticePage, updateFaq, updateNotice } from './board-service.ts';
import {
  applyBusiness, businessOrders, businessStatus, decideBusiness, issueTaxInvoice, LICENCE_FILE, licenceOf, pendingBusiness, requestedTaxInvoices, requireBusiness, requestTaxInvoice,
} from './business-service.ts';
import { addPolicyVersion, companyPage, policyVersions, saveCompanyPage } from './content-service.ts';
import { answerInquiry, INQUIRY_FILES, inquiryFile, memberInquiries, waitingInquiries, writeInquiry } from './inquiry-service.ts';
import { isOperatorRequest, requireOperator } from '../../http/operator.ts';
import { PARTNERSHIP_FILE, partnershipFile, partnershipPage, submitPartnership } from './partnership-service.ts';
import { answersDuringMaintenance, BUSINESS_INFO_KEY, createMaintenanceState, readBusinessInfo, writeSetting } from './settings-service.ts';

export type CsOptions = { operatorToken?: string };

const PRIVATE = 'private, no-store';

/** The most a form with files under `policy` can weigh: all its files at their largest, and its text fields. */

/** Company, customer service, terms, the business area, maintenance and the operator calls. */
export function registerCsRoutes(app: FastifyInstance, handle: DatabaseHandle, options: CsOptions = {}): void {
  const { db } = handle;
  const operator = (request: FastifyRequest) => requireOperator(request, options.operatorToken);
  const maintenance = createMaintenanceState(db);

  // While the operator has switched maintenance on, only health, what the maintenance page reads and the operator
  // answer: every call with the operator token (/api/operator/*, /api/ops/*…) and every /api/operator/* call, which
  // refuses a wrong token itself.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (answersDuringMaintenance(path) || isOperatorRequest(request, options.operatorToken)) return;
    const status = await maintenance.read();
    if (status.maintenance) throw apiError('MAINTENANCE', status.message || API_ERRORS.MAINTENANCE.message);
  });

  // The upload forms: each reads no more than its files can weigh, and a member's form checks the token before
  // reading a byte of the body (the 입점문의 form's per-address limit is http/shared-limits.ts, also checked first).
  const member = (request: FastifyRequest) => requireMember(db, request);
  acceptMultipart(app, 'POST', postCsInquiryContract.path, { maxBytes: formLimit(INQUIRY_FILES), authorize: member });
  acceptMultipart(app, 'POST', applyBusinessContract.path, { maxBytes: formLimit(LICENCE_FILE), authorize: member });
  acceptMultipart(app, 'POST', postPartnershipContract.path, { maxBytes: formLimit(PARTNERSHIP_FILE) });

  registerContract(app, getSiteStatusContract, async (_input, _request, reply) => {
    void reply.header('cache-control', 'no-store');
    return maintenance.read();
  });
  registerContract(app, getBusinessInfoContract, () => readBusinessInfo(db));
  registerContract(app, getCompanyPageContract, ({ params }) => companyPage(db, params.pageKey));
  registerContract(app, getPolicyContract, ({ params, query }) => policyVersions(db, params.type, query.versionId));
  registerContract(app, getFaqsContract, ({ query }) => faqPage(db, query));
  registerContract(app, getNoticesContract, ({ query }) => noticePage(db, query.page, query.size));
  registerContract(app, postPartnershipContract, ({ body }) => submitPartnership(handle, app.storage, body));

  registerContract(app, getCsInquiriesContract, async ({ query }, request, reply) => {
    const member = await requireMember(db, request);
    void reply.header('cache-control', PRIVATE);
    return memberInquiries(db, member.id, query.page, query.size);
  });
  registerContract(app, postCsInquiryContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    const id = await writeInquiry(handle, app.storage, member.id, body);
    return { status: 200, message: CS_MESSAGES.ok, id };
  });
  // Binary answers (the file itself): the member who wrote the inquiry, or the operator, downloads its file.
  registerFileContract(app, getInquiryFileContract, async ({ params }, request) => {
    const asOperator = request.headers['x-operator-token'] !== undefined;
    if (asOperator) operator(request);
    const memberId = asOperator ? undefined : (await requireMember(db, request)).id;
    return inquiryFile(db, params.inquiryId, params.fileId, memberId);
  });
  registerFileContract(app, getOwnLicenceContract, async (_input, request) => licenceOf(db, (await requireMember(db, request)).id));
  registerFileContract(app, getBusinessLicenceContract, async ({ params }, request) => {
    operator(request);
    return licenceOf(db, params.memberId);
  });
  registerFileContract(app, getPartnershipFileContract, async ({ params }, request) => {
    operator(request);
    return partnershipFile(db, params.partnershipId);
  });
  registerContract(app, getPartnershipsContract, async ({ query }, request, reply) => {
    operator(request);
    void reply.header('cache-control', PRIVATE);
    return partnershipPage(db, query.page, query.size);
  });

  registerContract(app, getBusinessStatusContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    void reply.header('cache-control', PRIVATE);
    return businessStatus(db, member.id);
  });
  registerContract(app, applyBusinessContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    return applyBusiness(handle, app.storage, member.id, body);
  });
  registerContract(app, getBusinessOrdersContract, async (_input, request, reply) => {
    const member = await requireMember(db, request);
    await requireBusiness(db, member.id);
    void reply.header('cache-control', PRIVATE);
    return businessOrders(db, member.id);
  });
  registerContract(app, requestTaxInvoiceContract, async ({ body }, request) => {
    const member = await requireMember(db, request);
    await requireBusiness(db, member.id);
    return requestTaxInvoice(handle, member.id, body.orderCode, body.email);
  });

  registerContract(app, setMaintenanceContract, async ({ body }, request) => {
    operator(request);
    return maintenance.write({ maintenance: body.maintenance, message: body.message, until: body.until });
  });
  registerContract(app, getWaitingInquiriesContract, async (_input, request) => {
    operator(request);
    return waitingInquiries(db);
  });
  registerContract(app, answerInquiryContract, async ({ params, body }, request) => {
    operator(request);
    return answerInquiry(db, params.inquiryId, body.answer);
  });
  registerContract(app, answerItemQnaContract, async ({ params, body }, request) => {
    operator(request);
    const answered = await db.updateTable('itemInquiries').set({ answer: body.answer, answeredAt: toSeoulTimestamp(Date.now()) }).where('id', '=', params.qnaId).executeTakeFirst();
    if (Number(answered.numUpdatedRows) !== 1) throw apiError('CONTENT_NOT_FOUND');
    return { status: 'OK' as const };
  });
  registerContract(app, getPendingBusinessContract, async (_input, request) => {
    operator(request);
    return pendingBusiness(db);
  });
  registerContract(app, decideBusinessContract, async ({ params, body }, request) => {
    operator(request);
    return decideBusiness(db, params.memberId, body.decision);
  });
  registerContract(app, putCompanyPageContract, async ({ params, body }, request) => {
    operator(request);
    return saveCompanyPage(db, params.pageKey, body);
  });
  registerContract(app, putBusinessInfoContract, async ({ body }, request) => {
    operator(request);
    await writeSetting(db, BUSINESS_INFO_KEY, body);
    return readBusinessInfo(db);
  });
  registerContract(app, postPolicyVersionContract, async ({ params, body }, request) => {
    operator(request);
    return addPolicyVersion(db, params.type, body.effectiveDate, body.document);
  });
  registerContract(app, createFaqContract, async ({ body }, request) => {
    operator(request);
    return createFaq(db, body);
  });
  registerContract(app, updateFaqContract, async ({ params, body }, request) => {
    operator(request);
    return updateFaq(db, params.faqId, body);
  });
  registerContract(app, deleteFaqContract, async ({ params }, request) => {
    operator(request);
    return deleteFaq(db, params.faqId);
  });
  registerContract(app, createNoticeContract, async ({ body }, request) => {
    operator(request);
    return createNotice(db, body);
  });
  registerContract(app, updateNoticeContract, async ({ params, body }, request) => {
    operator(request);
    return updateNotice(db, params.noticeId, body);
  });
  registerContract(app, deleteNoticeContract, async ({ params }, request) => {
    operator(request);
    return deleteNotice(db, params.noticeId);
  });
  registerContract(app, getRequestedTaxInvoicesContract, async (_input, request) => {
    operator(request);
    return requestedTaxInvoices(db);
  });
  registerContract(app, issueTaxInvoiceContract, async ({ params, body }, request) => {
    operator(request);
    return issueTaxInvoice(db, params.orderCode, body);
  });
}
