import type { BusinessInfo, CompanyPageAnswer, CompanyPageKey, FaqPage, NoticePage, PartnershipInput, PartnershipReceipt, PolicyType, PolicyVersions, SiteStatus } from '@shop/contracts';
import { callContract } from '../transport/call-contract.ts';
import { multipartBody, type PickedFile } from '../transport/multipart-body.ts';
import type { ApiTransport } from '../transport/types.ts';

/** `GET /api/site/business-info`: the legal business information (footer, /open-info). */
export function getBusinessInfo(api: ApiTransport): Promise<BusinessInfo> {
  return callContract(api, 'GET /api/site/business-info', {});
}

/** `GET /api/site/status`: whether the shop is under maintenance (never cached). */
export function getSiteStatus(api: ApiTransport): Promise<SiteStatus> {
  return callContract(api, 'GET /api/site/status', { cache: 'no-store' });
}

/** `GET /api/company/pages/{key}`: a company page's stored content. */
export function getCompanyPage(api: ApiTransport, pageKey: CompanyPageKey): Promise<CompanyPageAnswer> {
  return callContract(api, 'GET /api/company/pages/:pageKey', { params: { pageKey } });
}

/** `GET /api/policy/{type}`: the versions of a policy and the one asked for (the one in force when none is). */
export function getPolicy(api: ApiTransport, type: PolicyType, versionId?: number): Promise<PolicyVersions> {
  return callContract(api, 'GET /api/policy/:type', { params: { type }, query: { versionId } });
}

/** `GET /api/faq`: FAQ filtered by type and words, 10 per page. */
export function getFaqs(api: ApiTransport, query: { faqType?: string; query?: string; page?: number } = {}): Promise<FaqPage> {
  return callContract(api, 'GET /api/faq', { query: { faqType: query.faqType || undefined, query: query.query || undefined, page: query.page ?? 1, size: 10 } });
}

/** `GET /api/notice`: pinned notices and a page of the others, 10 per page. */
export function getNotices(api: ApiTransport, page = 1): Promise<NoticePage> {
  return callContract(api, 'GET /api/notice', { query: { page, size: 10 } });
}

/** `POST /api/store-inquiry` (multipart): 제휴/입점문의 with at most one file. */
export function postPartnership(api: ApiTransport, fields: Omit<PartnershipInput, 'file' | 'privacyAgreed'>, file: PickedFile | undefined): Promise<PartnershipReceipt> {
  const body = multipartBody<PartnershipInput>({ ...fields, homepage: fields.homepage ?? '', privacyAgreed: 'Y' }, { file: file ? [file] : [] });
  return callContract(api, 'POST /api/store-inquiry', { body });
}
