import { checkInput, postPageViewContract } from '@shop/contracts';
import { isExemptPath } from '../../config/exempt-paths.ts';
import type { ShellErrorCode } from '../http/error-table.ts';
import { acceptableView, type VisitBuffer } from './visit-buffer.ts';

/** The browser's page-view call of a client-side navigation (`pageViewsTo` of app/follow-visits.ts). */
export const PAGE_VIEW_CALL = '/api/visit/pv';

/**
 * What the shell answers a page-view call: the API's own answer, a code of the shell's error table, or (a body the
 * API's contract refuses) BAD_REQUEST with the contract's Korean message, as the API would answer it.
 */
export type PageViewOutcome =
  | { counted: boolean; answer: { status: 200; message: 'OK' } }
  | { counted: false; error: ShellErrorCode; message?: string };

/**
 * A client-side navigation's page view (spec section 4, "Visitor") joins the shell's batches like a server-rendered
 * one, instead of one API write per view. The visitor is the session's own (a body's `visitorId` is ignored, so a
 * page script cannot count views for another visitor); a path the spec exempts is answered but not counted.
 */
export function takePageView(body: unknown, visitorId: string | undefined, visits: Pick<VisitBuffer, 'add'>): PageViewOutcome {
  // The API's rule for the body (the shell and the API refuse the same bodies), then the shell's: a path of this site.
  const checked = checkInput(postPageViewContract, { body });
  if (!checked.ok) return { counted: false, error: 'BAD_REQUEST', message: checked.issue.message };
  const { uri } = checked.value.body;
  if (!uri.startsWith('/')) return { counted: false, error: 'BAD_REQUEST' };
  // No visitor cookie (the shell sets one on every page) or one the API would refuse: nothing to count.
  const view = visitorId ? acceptableView({ visitorId, uri }) : null;
  if (!view) return { counted: false, error: 'BAD_REQUEST' };
  const counted = !isExemptPath(new URL(uri, 'http://shell').pathname);
  if (counted) visits.add(view);
  return { counted, answer: { status: 200, message: 'OK' } };
}
