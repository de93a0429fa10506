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

type Entry<V> = { value: V; expiresAt: number; bytes: number };

/**
 * Creates an LRU cache with a time to live per entry (and an optional grace for stale reads), bounded by entry count
 * and bytes. Dead entries are swept at most once per TTL on writes, so a cache that stops being read does not keep
 * dead values.
 * @example
 * const pages = createLruCache<Buffer>({ maxEntries: 500, maxBytes: 64e6, sizeOf: (b) => b.length, now: Date.now });
 * pages.set('/a', body, 5000);
 */
export function createLruCache<V>(options: LruCacheOptions<V>): LruCache<V> {
  const entries = new Map<string, Entry<V>>();
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const sizeOf = options.sizeOf ?? (() => 0);
  const staleMs = options.staleMs ?? 0;
  let bytes = 0;
  let nextSweep = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function sweep(now: number, ttlMs: number): void {
    if (now < nextSweep) return;
    nextSweep = now + ttlMs;
    for (const [key, entry] of entries) if (entry.expiresAt + staleMs <= now) remove(key);
  }

  /** The entry while it may still be served (fresh or stale); dead entries are dropped on the way. */
  function live(key: string, now: number): Entry<V> | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt + staleMs <= now) remove(key);
    return entry && entry.expiresAt + staleMs > now ? entry : undefined;
  }

  return {
    get(key) {
      const now = options.now();
      const entry = live(key, now);
      if (!entry || entry.expiresAt <= now) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    getStale(key) {
      return live(key, options.now())?.value;
    },
    set(key, value, ttlMs) {
      remove(key);
      const size = sizeOf(value);
      if (ttlMs <= 0 || size > maxBytes || options.maxEntries <= 0) return;
      const now = options.now();
      sweep(now, ttlMs + staleMs);
      entries.set(key, { value, expiresAt: now + ttlMs, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    deleteWhere(matches) {
      let dropped = 0;
      for (const key of [...entries.keys()]) {
        if (!matches(key)) continue;
        remove(key);
        dropped += 1;
      }
      return dropped;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
