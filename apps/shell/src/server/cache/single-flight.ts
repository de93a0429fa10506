/** Shares one in-flight load per key between concurrent callers. */
export type SingleFlight<V> = {
  /** The result of the load already running for `key`, or of `load()` started now and shared until it settles. */
  run(key: string, load: () => Promise<V>): Promise<V>;
  /** The load running for `key`, if any. */
  pending(key: string): Promise<V> | undefined;
  /** Keys with a load running. */
  size(): number;
};

/**
 * Creates a single-flight group: concurrent misses of one key cost one load; a settled load is forgotten at once
 * (failures included, so the next caller tries again).
 * @example
 * const flights = createSingleFlight<Response>();
 * const answer = await flights.run(url, () => fetch(url));
 */
export function createSingleFlight<V>(): SingleFlight<V> {
  const inFlight = new Map<string, Promise<V>>();
  return {
    run(key, load) {
      const running = inFlight.get(key);
      if (running) return running;
      const started = (async () => load())().finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    pending: (key) => inFlight.get(key),
    size: () => inFlight.size,
  };
}

/**
 * What `pending` settles to, or `fallback` once `ms` have passed: a caller waiting on someone else's load never waits
 * longer than it would take to do the work itself (a render held up by its own visitor's slow connection, say).
 * @example const page = await settledWithin(pageCache.pending(key), 10_000, null); // null: render it yourself
 */
export function settledWithin<V, F>(pending: Promise<V>, ms: number, fallback: F): Promise<V | F> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref?.();
  });
  return Promise.race([pending, late]).finally(() => clearTimeout(timer));
}
