import { LRUCache } from 'lru-cache';

/** Options of `createLruCache`. */
export type LruCacheOptions<V> = {
  /** Most entries kept; the least recently used go first beyond it. */
  maxEntries: number;
  /** Most bytes kept (by `sizeOf`); a value larger than this is never stored. Default: unbounded. */
  maxBytes?: number;
  /** Size of a value in bytes; default 0 (only `maxEntries` bounds the cache). */
  sizeOf?: (value: V) => number;
  /** How long an expired entry is still kept for `getStale` (default 0: dropped once expired). */
  staleMs?: number;
  /** Clock in milliseconds (injected: no `Date.now()` inside). */
  now: () => number;
};

/** A bounded in-memory cache: least recently used entries go first, expired entries are never returned. */
export type LruCache<V> = {
  /** The fresh value of `key` (it becomes the most recently used), or undefined. */
  get(key: string): V | undefined;
  /** The value of `key` even if expired, as long as it expired less than `staleMs` ago. */
  getStale(key: string): V | undefined;
  /** Stores `value` for `ttlMs`; a non-positive TTL or an oversized value stores nothing. */
  set(key: string, value: V, ttlMs: number): void;
  delete(key: string): void;
  /** Drops every entry whose key matches; returns how many went. */
  deleteWhere(matches: (key: string) => boolean): number;
  clear(): void;
  /** Entries held (expired ones included until swept) and their bytes. */
  stats(): { entries: number; bytes: number };
};

type Entry<V> = { value: V; expiresAt: number };

/**
 * The page, data and image caches' store: `lru-cache` keeps the entries, bounded by count and bytes (least recently
 * used go first). Time is kept here, not by lru-cache's TTL, because the page cache reads a copy during a grace after
 * it expired (`getStale`) and tests inject the clock. Dead entries are swept at most once per TTL on writes, so a
 * cache that stops being read does not keep dead values.
 * @example
 * const pages = createLruCache<Buffer>({ maxEntries: 500, maxBytes: 64e6, sizeOf: (b) => b.length, now: Date.now });
 * pages.set('/a', body, 5000);
 */
export function createLruCache<V>(options: LruCacheOptions<V>): LruCache<V> {
  const maxBytes = options.maxBytes ?? Number.MAX_SAFE_INTEGER;
  const sizeOf = options.sizeOf ?? (() => 0);
  const staleMs = options.staleMs ?? 0;
  // lru-cache wants a positive whole size; a value of 0 bytes counts as 1.
  const store = options.maxEntries > 0 ? new LRUCache<string, Entry<V>>({ max: options.maxEntries, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, Math.ceil(sizeOf(entry.value))) }) : null;
  let nextSweep = 0;

  const dead = (entry: Entry<V>, now: number) => entry.expiresAt + staleMs <= now;

  /** The entry while it may still be served (fresh or stale), without touching its recency; dead ones are dropped. */
  function live(key: string, now: number): Entry<V> | undefined {
    const entry = store?.peek(key);
    if (entry && dead(entry, now)) store?.delete(key);
    return entry && !dead(entry, now) ? entry : undefined;
  }

  function sweep(now: number, everyMs: number): void {
    if (!store || now < nextSweep) return;
    nextSweep = now + everyMs;
    for (const [key, entry] of [...store.entries()]) if (dead(entry, now)) store.delete(key);
  }

  return {
    get(key) {
      const now = options.now();
      const entry = live(key, now);
      if (!entry || entry.expiresAt <= now) return undefined;
      store?.get(key); // the read makes it the most recently used
      return entry.value;
    },
    getStale: (key) => live(key, options.now())?.value,
    set(key, value, ttlMs) {
      store?.delete(key);
      if (!store || ttlMs <= 0 || sizeOf(value) > maxBytes) return;
      const now = options.now();
      sweep(now, ttlMs + staleMs);
      store.set(key, { value, expiresAt: now + ttlMs });
    },
    delete: (key) => void store?.delete(key),
    deleteWhere(matches) {
      if (!store) return 0;
      const keys = [...store.keys()].filter(matches);
      for (const key of keys) store.delete(key);
      return keys.length;
    },
    clear: () => store?.clear(),
    stats: () => ({ entries: store?.size ?? 0, bytes: store?.calculatedSize ?? 0 }),
  };
}
