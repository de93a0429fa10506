import type { PageCache } from './page-cache.ts';
import type { SharedData } from './shared-data.ts';

/**
 * What an operator's change makes stale, as path prefixes: the public pages (`/` = every page, e.g. the footer's
 * business information) and the shared API reads. Plain data, so that it can travel to other shell instances.
 */
export type StaleContent = { pages: readonly string[]; api: readonly string[] };

const CHANGING_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/**
 * The operator calls whose success changes public pages (contracts `cs.op.*`). Answers to inquiries, business
 * decisions and tax invoices change personal pages only, which the page cache never keeps; maintenance has its own
 * gate (maintenance-gate.ts).
 */
const RULES: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => StaleContent]> = [
  [/^\/api\/operator\/faqs(?:\/\d+)?$/, () => ({ pages: ['/customer/faqs'], api: ['/api/faq'] })],
  [/^\/api\/operator\/notices(?:\/\d+)?$/, () => ({ pages: ['/customer/notices'], api: ['/api/notice'] })],
  [/^\/api\/operator\/company\/pages\/([a-z]+)$/, (m) => ({ pages: [`/company/${m[1]}`], api: [`/api/company/pages/${m[1]}`] })],
  [/^\/api\/operator\/policy\/([a-z-]+)$/, (m) => ({ pages: [`/terms/${m[1]}`], api: [`/api/policy/${m[1]}`] })],
  [/^\/api\/operator\/site\/business-info$/, () => ({ pages: ['/'], api: ['/api/site/business-info', '/api/company/pages/location'] })],
  // An item's Q&A answer shows on its item page (the Q&A tab is read from /api/item/{code}/inquiry).
  [/^\/api\/operator\/qna\/\d+\/answer$/, () => ({ pages: ['/items'], api: ['/api/item'] })],
];

/**
 * What a shopper's review write (my page: write, edit, delete) makes stale: every item page (the review tab, count and
 * score; the path names a review, not its item) and the review wall, with the item reads (`/api/item…`, among them
 * `/api/item/reviews` and the item's count and score) and the wall's reads. Reviews are written far more rarely than
 * pages are read, so dropping them all costs one render each.
 */
export const REVIEW_CONTENT: StaleContent = { pages: ['/items', '/display/review'], api: ['/api/item', '/api/display/reviews', '/api/display/main-reviews'] };

const SHOPPER_RULES: readonly RegExp[] = [/^\/api\/mypage\/review(?:\/\d+)?$/, /^\/api\/mypage\/delete-review\/\d+$/];

/**
 * The pages and reads a call through the shell's /api proxy makes stale (null: none): an operator's change of public
 * content, or a shopper's review write. The API announces both to every shell as well (docs/scale-out.md).
 * @example staleAfterOperatorCall('POST', '/api/operator/notices') // { pages: ['/customer/notices'], api: ['/api/notice'] }
 * @example staleAfterOperatorCall('POST', '/api/mypage/delete-review/7') // REVIEW_CONTENT
 */
export function staleAfterOperatorCall(method: string, pathname: string): StaleContent | null {
  if (!CHANGING_METHODS.has(method.toUpperCase())) return null;
  for (const [pattern, stale] of RULES) {
    const match = pattern.exec(pathname);
    if (match) return stale(match);
  }
  return SHOPPER_RULES.some((pattern) => pattern.test(pathname)) ? REVIEW_CONTENT : null;
}

/** Whether `pathname` is one of the prefixes or below one (whole segments; `/` matches every path). */
export function underAny(prefixes: readonly string[]): (pathname: string) => boolean {
  return (pathname) => prefixes.some((p) => p === '/' || pathname === p || pathname.startsWith(p + '/'));
}

export type ContentCaches = {
  pageCache: Pick<PageCache, 'invalidate'>;
  sharedData: Pick<SharedData, 'invalidate'>;
  /** Other server-side caches of what changed (the root loader's business information). */
  forget?: (stale: StaleContent) => void;
};

/**
 * The shell's one invalidation hook for operator changes: drops the kept pages and shared API answers that
 * `stale` names from this instance's caches (renders and loads already running are not kept either). Whatever shares
 * invalidation between shell instances calls this same function with the same `StaleContent` on each of them.
 */
export function createContentInvalidation(caches: ContentCaches): (stale: StaleContent) => { pages: number; answers: number } {
  return (stale) => {
    caches.forget?.(stale);
    return { pages: caches.pageCache.invalidate(underAny(stale.pages)), answers: caches.sharedData.invalidate(underAny(stale.api)) };
  };
}
