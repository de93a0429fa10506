import { isExemptPath } from '../../config/exempt-paths.ts';
import type { ShellErrorCode } from '../http/error-table.ts';
import { acceptableView, type VisitBuffer } from './visit-buffer.ts';

/** The browser's page-view call of a client-side navigation (`postPageView` of @shop/api-client). */
export const PAGE_VIEW_CALL = '/api/visit/pv';

/** The largest page-view body read: a path and query of at most 2,000 characters, in JSON. */
export const PAGE_VIEW_BODY_LIMIT = 16 * 1024;

/** What the shell answers a page-view call: the API's own answer, or a code of the shell's error table. */
export type PageViewOutcome = { counted: boolean; answer: { status: 200; message: 'OK' } } | { counted: false; error: ShellErrorCode };

/**
 * A client-side navigation's page view (spec section 4, "Visitor") joins the shell's batches like a server-rendered
 * one, instead of one API write per view. The visitor is the session's own (a body's `visitorId` is ignored, so a
 * page script cannot count views for another visitor); a path the spec exempts is answered but not counted.
 */
export function takePageView(body: unknown, visitorId: string | undefined, visits: Pick<VisitBuffer, 'add'>): PageViewOutcome {
  const uri = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as { uri?: unknown }).uri : undefined;
  if (typeof uri !== 'string' || !uri.startsWith('/')) return { counted: false, error: 'BAD_REQUEST' };
  // No visitor cookie (the shell sets one on every page) or one the API would refuse: nothing to count.
  const view = visitorId ? acceptableView({ visitorId, uri }) : null;
  if (!view) return { counted: false, error: 'BAD_REQUEST' };
  const counted = !isExemptPath(new URL(uri, 'http://shell').pathname);
  if (counted) visits.add(view);
  return { counted, answer: { status: 200, message: 'OK' } };
}
