import type { BusinessApplyInput, BusinessOrders, BusinessStatus, CsInquiryInput, CsInquiryPage, TaxInvoice } from '@shop/contracts';
import { callContract } from '../transport/call-contract.ts';
import { multipartBody, type PickedFile } from '../transport/multipart-body.ts';
import type { ApiTransport } from '../transport/types.ts';

/** `GET /api/qna/inquiry` (members): the member's 1:1 inquiries, 10 per page. */
export function getCsInquiries(api: ApiTransport, page = 1): Promise<CsInquiryPage> {
  return callContract(api, 'GET /api/qna/inquiry', { query: { page, size: 10 }, cache: 'no-store' });
}

/** `POST /api/qna/inquiry` (members, multipart): a 1:1 inquiry with up to 4 files. */
export function postCsInquiry(api: ApiTransport, fields: { qnaGroup: string; subject: string; question: string }, files: readonly PickedFile[]): Promise<{ id: number }> {
  return callContract(api, 'POST /api/qna/inquiry', { body: multipartBody<CsInquiryInput>(fields, { files }) });
}

/** `GET /api/business/status` (members): the member's business application. */
export function getBusinessStatus(api: ApiTransport): Promise<BusinessStatus> {
  return callContract(api, 'GET /api/business/status', { cache: 'no-store' });
}

/** `POST /api/business/apply` (members, multipart): applies as a business member with the licence file. */
export function applyBusiness(api: ApiTransport, fields: Omit<BusinessApplyInput, 'licence'>, licence: PickedFile | undefined): Promise<BusinessStatus> {
  return callContract(api, 'POST /api/business/apply', { body: multipartBody<BusinessApplyInput>(fields, { licence: licence ? [licence] : [] }) });
}

/** `GET /api/business/orders` (business members): paid orders with tax invoice requests. */
export function getBusinessOrders(api: ApiTransport): Promise<BusinessOrders> {
  return callContract(api, 'GET /api/business/orders', { cache: 'no-store' });
}

/** `POST /api/business/tax-invoice` (business members): asks a 세금계산서 for a paid order. */
export function requestTaxInvoice(api: ApiTransport, orderCode: string, email: string): Promise<TaxInvoice> {
  return callContract(api, 'POST /api/business/tax-invoice', { body: { orderCode, email } });
}
