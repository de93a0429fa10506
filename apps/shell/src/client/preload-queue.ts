/** Spec section 9: at most 4 route preloads run at once. */
export const MAX_ROUTE_PRELOADS = 4;

/**
 * Runs preloads at most `limit` at a time, in the order they were asked for, each key once (a preload that failed
 * is not retried: the navigation itself will try).
 */
export function createPreloadQueue(limit: number = MAX_ROUTE_PRELOADS) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const seen = new Set<string>();
  const pump = () => {
    while (running < limit && waiting.length > 0) {
      running += 1;
      waiting.shift()?.();
    }
  };
  return {
    /** Queues `task` under `key`; false when that key was queued before. */
    add(key: string, task: () => Promise<unknown>): boolean {
      if (seen.has(key)) return false;
      seen.add(key);
      waiting.push(() => {
        void Promise.resolve()
          .then(task)
          .catch(() => undefined)
          .finally(() => {
            running -= 1;
            pump();
          });
      });
      pump();
      return true;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
