import { callContract, createFetchTransport } from '@shop/api-client';
import { isExemptPath } from '../../config/exempt-paths.ts';
import { splitUrl } from '../http/normalize-url.ts';
import { localAnalytics, type AnalyticsService } from '../analytics/analytics.ts';
import { createVisitBuffer, type VisitBuffer } from './visit-buffer.ts';

/** The analytics service of page views: the built-in one (no network) until a provider is plugged in here. */
export const pageViewAnalytics = localAnalytics();

/** A document request as visit counting sees it (its URL as normalised by the server's rewriteUrl). */
export type VisitRequest = { method: string; url: string; isBot: boolean; visitorId: string; newVisitor: boolean };

/** Whether a document request for `pathname` is a page view: a GET by a person (not a crawler), not on the exempt list. */
function isCountedPageView(request: Pick<VisitRequest, 'method' | 'isBot'>, pathname: string): boolean {
  return request.method === 'GET' && !request.isBot && !isExemptPath(pathname);
}

/**
 * Spec section 4 "Visitor": every page view is queued for the next batch (`visits/visit-buffer.ts`), a new visitor's
 * (its id minted by this response) marked so the API registers the visitor once. Never in the render's way: nothing
 * is awaited, and a batch the API does not take is dropped with a log line ('PV 등록 실패').
 */
export function countVisit(visits: Pick<VisitBuffer, 'add'>, request: VisitRequest, analytics: AnalyticsService = pageViewAnalytics): void {
  const { pathname } = splitUrl(request.url);
  if (!isCountedPageView(request, pathname)) return;
  // The path only: a query may hold what a shopper typed.
  analytics.logEvent('page_view', { path: pathname });
  visits.add({ visitorId: request.visitorId, uri: request.url, ...(request.newVisitor ? { newVisitor: true } : {}) });
}

/** The visit batches' settings (VISIT_FLUSH_MS, VISIT_BATCH_SIZE). */
export type VisitBatchSettings = { visitFlushMs: number; visitBatchSize: number };

/** The page-view buffer of one shell, sending its batches to `POST /api/visit/batch` at `apiOrigin` (5 s per call). */
export function createVisitCounter(apiOrigin: string, settings: VisitBatchSettings): VisitBuffer {
  const api = createFetchTransport({ baseUrl: apiOrigin, timeoutMs: 5_000 });
  return createVisitBuffer({ send: async (views) => (await callContract(api, 'POST /api/visit/batch', { body: { views: [...views] } })).recorded, flushMs: settings.visitFlushMs, batchSize: settings.visitBatchSize });
}
