import type { IncomingMessage, ServerResponse } from 'node:http';
import { pickEncoding } from '../http/compression.ts';
import { cutAtNonce, type NonceTemplate } from '../security/fresh-nonce.ts';
import { createLruCache } from './lru-cache.ts';
import { createSingleFlight } from './single-flight.ts';

/**
 * A rendered document kept for other visitors: its headers (no cookies), its body, and the body cut at the render's
 * nonce with each piece compressed (security/fresh-nonce.ts), from which every response is sent, plain or gzipped.
 */
export type CachedPage = { status: number; headers: Record<string, string>; identity: Buffer; cut: NonceTemplate };

/** A cached document as one response sends it: the body is written as `parts`, buffers of the cache, uncopied. */
export type SendablePage = { status: number; headers: Record<string, string>; parts: (gzipped: boolean) => Buffer[] };

/**
 * How one document request was answered, sent as `x-shop-cache`: a fresh copy, the copy that just expired while
 * another request renders its successor, a render kept for the next visitors, or a render for this visitor only.
 */
export type PageCacheStatus = 'hit' | 'stale' | 'miss' | 'bypass';

export type PageCacheOptions = { ttlMs: number; maxEntries?: number; maxBytes?: number; now?: () => number };

/** The render in progress for a key: other requests for the key wait for it instead of rendering too. */
export type PageRender = { finish(page: { status: number; headers: Record<string, string>; body: Buffer } | null): Promise<void> };

export type PageCache = {
  readonly enabled: boolean;
  get(key: string): CachedPage | undefined;
  /** The copy of `key` that expired less than one TTL ago. */
  getStale(key: string): CachedPage | undefined;
  /** The render of `key` another request is doing now (null when it turned out not shareable). */
  pending(key: string): Promise<CachedPage | null> | undefined;
  /** Announces a render of `key`; `finish` must be called whatever happens (null: nothing to keep). */
  begin(key: string): PageRender;
  /**
   * Drops the kept pages whose path matches (fresh and stale copies alike) and keeps renders already running from
   * storing what they read before the change; returns how many pages went.
   */
  invalidate(matches: (pathname: string) => boolean): number;
  clear(): void;
  stats(): { entries: number; bytes: number; rendering: number };
};

/**
 * Creates the micro-cache of whole documents: fresh for `ttlMs` (0 turns it off), then usable for one more TTL only
 * while another request renders its successor; bounded by entries and bytes (least recently used go first), one
 * render per key at a time. A stored page is cut and compressed once, off the main thread.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const pages = createLruCache<CachedPage>({
    maxEntries: options.maxEntries ?? 1_000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    sizeOf: (page) => page.identity.length + page.cut.deflated.reduce((n, piece) => n + piece.length, 0) + 512,
    staleMs: options.ttlMs,
    now: options.now ?? (() => Date.now()),
  });
  const flights = createSingleFlight<CachedPage | null>();
  /** Moves on at every invalidation: a render begun before it may answer its visitors but is not kept. */
  let generation = 0;
  return {
    enabled: options.ttlMs > 0,
    get: (key) => pages.get(key),
    getStale: (key) => pages.getStale(key),
    // Renders are grouped per generation: a visitor who comes after an invalidation never waits for an older render.
    pending: (key) => flights.pending(`${generation}\n${key}`),
    begin(key) {
      const begun = generation;
      let settle: (page: CachedPage | null) => void = () => undefined;
      void flights.run(`${begun}\n${key}`, () => new Promise<CachedPage | null>((resolve) => (settle = resolve)));
      return {
        async finish(rendered) {
          if (!rendered) {
            settle(null);
            return;
          }
          try {
            const page = { status: rendered.status, headers: rendered.headers, identity: rendered.body, cut: await cutAtNonce(rendered.headers, rendered.body) };
            if (begun === generation) pages.set(key, page, options.ttlMs);
            settle(page);
          } catch {
            settle(null);
          }
        },
      };
    },
    invalidate(matches) {
      generation += 1;
      return pages.deleteWhere((key) => matches(pathOfPageKey(key)));
    },
    clear: () => pages.clear(),
    stats: () => ({ ...pages.stats(), rendering: flights.size() }),
  };
}

/** The path of a page key (`pageCacheKey`: method, then origin and URL, one per line). */
export function pathOfPageKey(key: string): string {
  const url = key.split('\n')[1] ?? '';
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** Sends a cached document with this visitor's own cookies, gzipped when the client accepts it. */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: SendablePage, status: 'hit' | 'stale', extra: Record<string, string | string[]>): void {
  const gzipped = pickEncoding(req.headers['accept-encoding'], ['gzip']) !== null;
  const parts = page.parts(gzipped);
  res.writeHead(page.status, {
    ...page.headers,
    ...extra,
    ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
    'content-length': parts.reduce((n, part) => n + part.length, 0),
    'x-shop-cache': status,
  });
  // Corked, the parts leave as one writev.
  res.cork();
  for (const part of parts) res.write(part);
  res.end();
  res.uncork();
}
