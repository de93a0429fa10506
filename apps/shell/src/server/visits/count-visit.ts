import { createFetchTransport, postPageView, postUniqueVisit, type ApiTransport } from '@shop/api-client';
import { isExemptPath } from '../../config/exempt-paths.ts';
import { LOG_MESSAGES } from '../../messages/log.ko.ts';
import { requestIdHeaders } from '../log/request-scope.ts';
import { localAnalytics, type AnalyticsService } from '../analytics/analytics.ts';

/** The analytics service of page views: the built-in one (no network) until a provider is plugged in here. */
export const pageViewAnalytics = localAnalytics();

/** A document request as visit counting sees it. */
export type VisitRequest = { method: string; url: string; isBot: boolean; visitorId: string; newVisitor: boolean };

/** Whether a document request is a page view: a GET by a person (not a crawler) of a path not on the exempt list. */
export function isCountedPageView(request: Pick<VisitRequest, 'method' | 'url' | 'isBot'>): boolean {
  const pathname = new URL(request.url, 'http://shell').pathname;
  return request.method === 'GET' && !request.isBot && !isExemptPath(pathname);
}

/**
 * Spec section 4 "Visitor": a new visitor (its id minted by this response) is registered once as a unique visitor,
 * then every page view is recorded. Runs beside the render, never in its way: a failure is logged ('UV 등록 실패' /
 * 'PV 등록 실패') and the page is served all the same.
 */
export async function countVisit(api: ApiTransport, request: VisitRequest, analytics: AnalyticsService = pageViewAnalytics): Promise<void> {
  if (!isCountedPageView(request)) return;
  // The path only: a query may hold what a shopper typed.
  analytics.logEvent('page_view', { path: new URL(request.url, 'http://shell').pathname });
  if (request.newVisitor) {
    await postUniqueVisit(api, request.visitorId).catch((error: unknown) => console.warn(LOG_MESSAGES.uvFailed, reason(error)));
  }
  await postPageView(api, request.url, request.visitorId).catch((error: unknown) => console.warn(LOG_MESSAGES.pvFailed, reason(error)));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

const transports = new Map<string, ApiTransport>();

/** The API transport of visit calls (one per API origin); each call names the request it belongs to. */
export function visitTransport(apiOrigin: string): ApiTransport {
  let api = transports.get(apiOrigin);
  if (!api) {
    api = createFetchTransport({ baseUrl: apiOrigin, headers: () => requestIdHeaders() });
    transports.set(apiOrigin, api);
  }
  return api;
}
