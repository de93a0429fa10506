import { callContract } from '../transport/call-contract.ts';
import type { ApiTransport } from '../transport/types.ts';
import type { CategoryListResponse } from '@shop/contracts';
import type { GnbMenuItem, SeoRecord } from '@shop/contracts';
import { createTtlCache } from './ttl-cache.ts';
import type { CacheEntry } from './ttl-cache.ts';

/** Category and menu cache lifetime (spec section 9). */
export const CATALOG_CACHE_TTL_MS = 120_000;
/** SEO cache lifetime per path (spec section 9). */
export const SEO_CACHE_TTL_MS = 10_000;

/** Cached catalogue reads; visit calls are never cached. */
export type CatalogCache = {
  /** Categories, cached 2 minutes; after expiry the held list is kept when the updated-check says unchanged. */
  getCategories(api: ApiTransport): Promise<CategoryListResponse>;
  /** The top menu, cached 2 minutes. */
  getGnbList(api: ApiTransport): Promise<GnbMenuItem[]>;
  /** SEO record of a path, cached 10 seconds per path. */
  getSeo(api: ApiTransport, path: string): Promise<SeoRecord>;
  /** Drops everything (tests, deploy hooks). */
  clear(): void;
};

async function revalidateCategories(api: ApiTransport, stale: CacheEntry<CategoryListResponse> | undefined): Promise<CategoryListResponse> {
  if (stale?.value.updatedDate) {
    const answer = await callContract(api, 'GET /api/category/updated-check', { query: { d: stale.value.updatedDate } });
    if (answer.categoryUpdateFlag !== true) return stale.value;
  }
  return callContract(api, 'GET /api/category', {});
}

/**
 * Creates the catalogue cache (one per server process, or one per browser tab). Concurrent misses share one
 * request. The cached data is not per-user, so any request's transport may fill it.
 * @param options `now`, a clock in milliseconds (default `Date.now`).
 * @returns The cache.
 * @example
 * const catalog = createCatalogCache();
 * const { list } = await catalog.getCategories(api);
 */
export function createCatalogCache(options: { now?: () => number } = {}): CatalogCache {
  const now = options.now ?? (() => Date.now());
  const categories = createTtlCache<CategoryListResponse>({ ttlMs: CATALOG_CACHE_TTL_MS, now });
  const menu = createTtlCache<GnbMenuItem[]>({ ttlMs: CATALOG_CACHE_TTL_MS, now });
  const seo = createTtlCache<SeoRecord>({ ttlMs: SEO_CACHE_TTL_MS, now, maxEntries: 1000 });
  return {
    getCategories: (api) => categories.get('categories', (stale) => revalidateCategories(api, stale)),
    getGnbList: (api) => menu.get('gnb', async () => (await callContract(api, 'GET /api/common/gnb-list', {})).list ?? []),
    getSeo: (api, path) => seo.get(path, () => callContract(api, 'GET /api/seo', { query: { u: path } })),
    clear() {
      categories.clear();
      menu.clear();
      seo.clear();
    },
  };
}
