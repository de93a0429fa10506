import { createLruCache, type LruCache } from './lru-cache.ts';
import { createSingleFlight } from './single-flight.ts';

/**
 * Public API reads: the answer is the same for every visitor without a token. Checked against apps/api: none of
 * these reads the SALESONID header or a cookie; the community lists (reviews, Q&A, event replies) differ only for
 * a member (bearer token), and a request with a token never uses the cache. Not here on purpose: cart, wishlist,
 * coupons, auth, order, my-page (personal) and `/api/search/result` (each call records the search).
 */
const SHARED_API_PATHS: readonly RegExp[] = [
  /^\/api\/common\/gnb-list$/,
  /^\/api\/category(\/updated-check)?$/,
  /^\/api\/display\/(top-banner|promotion|new|md-tags|md|best|group-best|group-best\/item-list|reviews|main-reviews)$/,
  /^\/api\/brand(\/main|\/\d+(\/items)?)?$/,
  /^\/api\/event(\/spot|\/replies|\/\d+)?$/,
  /^\/api\/popup\/(list|\d+)$/,
  /^\/api\/item(\/reviews|\/[A-Za-z0-9_-]+(\/relation|\/inquiry)?)?$/,
  /^\/api\/seo$/,
  /^\/api\/search\/info$/,
  /^\/api\/qna\/qna-groups$/,
  /^\/api\/(site\/business-info|company\/pages\/[a-z]+|policy\/[a-z-]+|faq|notice)$/,
];

/**
 * Public reads whose handlers never look at a token either (checked against apps/api: the top menu, the category
 * tree, the top banner, SEO fields, the search box's keywords, the business information): a signed-in shopper's
 * render may take them from the same cache, asked without the shopper's headers.
 */
const MEMBER_INDEPENDENT_PATHS: readonly RegExp[] = [
  /^\/api\/common\/gnb-list$/,
  /^\/api\/category$/,
  /^\/api\/display\/top-banner$/,
  /^\/api\/seo$/,
  /^\/api\/search\/info$/,
  /^\/api\/site\/business-info$/,
];

/**
 * Whether a signed-in shopper's API request may be answered from the shared cache: a GET of a path whose answer
 * is the same with or without a token.
 * @example isMemberIndependentRead('GET', '/api/display/top-banner') // true
 * @example isMemberIndependentRead('GET', '/api/item/P1') // false (reviews and Q&A differ for a member)
 */
export function isMemberIndependentRead(method: string, pathname: string): boolean {
  return method.toUpperCase() === 'GET' && MEMBER_INDEPENDENT_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Whether an API request may be answered from the shared cache: a GET of an allowlisted public path that
 * carries no bearer token.
 * @example isSharedApiRead('GET', '/api/display/promotion', { SALESONID: 'v' }) // true
 * @example isSharedApiRead('GET', '/api/cart/count', {}) // false
 */
export function isSharedApiRead(method: string, pathname: string, headers: Record<string, string> = {}): boolean {
  if (method.toUpperCase() !== 'GET') return false;
  if (Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) return false;
  return SHARED_API_PATHS.some((pattern) => pattern.test(pathname));
}

/** An API answer that may be kept: 200, and the API did not mark it private or no-store, and it sets no cookie. */
export function isStorableAnswer(status: number, cacheControl: string | null, setCookie: string | null): boolean {
  return status === 200 && !/\b(private|no-store)\b/i.test(cacheControl ?? '') && !setCookie;
}

/** What one render's API calls were: `unshared` calls outside the cache, `failed` calls (non-2xx or network). */
export type DataTrace = { unshared: number; failed: number };

export const createDataTrace = (): DataTrace => ({ unshared: 0, failed: 0 });

type Answer = { status: number; contentType: string; body: Uint8Array<ArrayBuffer> };

export type SharedDataOptions = {
  /** How long an answer is kept; 0 turns the cache off (every call goes to the API). */
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Deadline of a shared load (the callers keep their own deadlines). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

export type SharedData = {
  /**
   * A fetch for one render's API transport. With `shared` true (a visitor without a session), allowlisted reads
   * come from the cache (one load per key for concurrent misses, sent without the visitor's headers); with
   * 'member' (a signed-in shopper), only the reads that never depend on a token; everything else goes to the API
   * as before. Every call is counted in `trace`.
   */
  fetchFor(trace: DataTrace, shared: boolean | 'member'): typeof fetch;
  /** Drops the kept answers whose API path matches; loads already running are not kept. Returns how many went. */
  invalidate(matches: (pathname: string) => boolean): number;
  clear(): void;
  stats(): { entries: number; bytes: number; loading: number };
};

function headerRecord(init: RequestInit | undefined): Record<string, string> {
  const headers = init?.headers;
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return headers as Record<string, string>;
}

/** The shared promise, or the caller's abort reason as soon as the caller's own signal aborts. */
function untilAborted<T>(shared: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return shared;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const toResponse = (answer: Answer) => new Response(answer.body.length ? answer.body : null, { status: answer.status, headers: { 'content-type': answer.contentType } });

/**
 * Creates the shell's cache of public API answers for server rendering: keyed by path and query, kept `ttlMs`,
 * bounded (least recently used go first), concurrent misses of a key share one request.
 */
export function createSharedData(options: SharedDataOptions): SharedData {
  const baseFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const cache: LruCache<Answer> = createLruCache<Answer>({
    maxEntries: options.maxEntries ?? 2_000,
    maxBytes: options.maxBytes ?? 32 * 1024 * 1024,
    sizeOf: (answer) => answer.body.length + 64,
    now: options.now ?? (() => Date.now()),
  });
  const flights = createSingleFlight<Answer>();
  /** Moves on at every invalidation: a load begun before it answers its callers but is not kept. */
  let generation = 0;

  async function load(url: URL, key: string): Promise<Answer> {
    const begun = generation;
    // Only `accept`: a shared answer must not depend on whoever missed first.
    const response = await baseFetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    const answer = { status: response.status, contentType: response.headers.get('content-type') ?? 'application/octet-stream', body: new Uint8Array(await response.arrayBuffer()) };
    if (begun === generation && isStorableAnswer(response.status, response.headers.get('cache-control'), response.headers.get('set-cookie'))) cache.set(key, answer, options.ttlMs);
    return answer;
  }

  return {
    fetchFor(trace, shared) {
      return (async (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
        const shareable = shared === 'member' ? isMemberIndependentRead(method, url.pathname) : shared && isSharedApiRead(method, url.pathname, headerRecord(init));
        if (!shareable || options.ttlMs <= 0) {
          // A public read stays a public read with the cache off: only the calls outside the allowlist are personal.
          if (!shareable) trace.unshared += 1;
          try {
            const response = await baseFetch(input, init);
            if (!response.ok) trace.failed += 1;
            return response;
          } catch (error) {
            trace.failed += 1;
            throw error;
          }
        }
        const key = url.pathname + url.search;
        try {
          // Loads are grouped per generation: a render after an invalidation never joins an older load.
          const answer = cache.get(key) ?? (await untilAborted(flights.run(`${generation}\n${key}`, () => load(url, key)), init?.signal));
          if (answer.status < 200 || answer.status >= 300) trace.failed += 1;
          return toResponse(answer);
        } catch (error) {
          trace.failed += 1;
          throw error;
        }
      }) as typeof fetch;
    },
    invalidate(matches) {
      generation += 1;
      return cache.deleteWhere((key) => matches(key.split('?')[0] ?? key));
    },
    clear: () => cache.clear(),
    stats: () => ({ ...cache.stats(), loading: flights.size() }),
  };
}
