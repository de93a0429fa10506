/** A value with the time it stops being fresh. */
export type CacheEntry<T> = { value: T; expiresAt: number };

/** Options of `createTtlCache`. */
export type TtlCacheOptions = { ttlMs: number; now: () => number; maxEntries?: number };

/** A keyed cache with a time to live, sharing one in-flight load per key. */
export type TtlCache<T> = {
  /**
   * The fresh value of `key`, or the result of `load(stale)` (shared by concurrent callers).
   * `load` gets the expired entry, if any, so it can revalidate instead of refetching.
   */
  get(key: string, load: (stale: CacheEntry<T> | undefined) => Promise<T>): Promise<T>;
  /** Forgets one key, or every key. */
  clear(key?: string): void;
};

/**
 * Creates a TTL cache (convention: no `Date.now()` inside; `now` is injected).
 * @param options `ttlMs`, `now`, `maxEntries` (oldest keys are dropped beyond it; default 500).
 * @returns The cache.
 */
export function createTtlCache<T>(options: TtlCacheOptions): TtlCache<T> {
  const entries = new Map<string, CacheEntry<T>>();
  const inFlight = new Map<string, Promise<T>>();
  const maxEntries = options.maxEntries ?? 500;

  function store(key: string, value: T): void {
    entries.delete(key);
    entries.set(key, { value, expiresAt: options.now() + options.ttlMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && options.now() < entry.expiresAt) return Promise.resolve(entry.value);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const loading = load(entry).then(
        (value) => {
          inFlight.delete(key);
          store(key, value);
          return value;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, loading);
      return loading;
    },
    clear(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
