import type { LoaderFunctionArgs } from '@shop/router';

/** How long data fetched for a link the visitor is about to open stays usable by the navigation to it. */
export const PREFETCH_TTL_MS = 10_000;

/**
 * What `toShellRoute` puts in a remote route's `handle`: checks the route's guard for this session (throws when it
 * would redirect) and returns the session with the call that loads the page's code and data.
 */
export type PrefetchHandle = { prefetchData?: (args: LoaderFunctionArgs) => { owner: unknown; load: () => Promise<unknown> } };

type Entry = { at: number; owner: unknown; data: Promise<unknown> };

/**
 * A route's loader answers fetched before the navigation asked for them (a pointer resting on a link, a press),
 * keyed by address. The navigation takes an answer once, while it is fresh and only for the session it was
 * fetched for (a sign-in in between fetches again); anything else runs the loader as usual.
 */
export function createLoaderPrefetch(ttlMs: number = PREFETCH_TTL_MS, now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const fresh = (entry: Entry | undefined, owner: unknown): entry is Entry => !!entry && entry.owner === owner && now() - entry.at < ttlMs;
  return {
    /** Starts `load` for `key` unless a fresh answer for the same owner is there or on its way. */
    prefetch(key: string, owner: unknown, load: () => Promise<unknown>): void {
      if (fresh(entries.get(key), owner)) return;
      for (const [k, e] of entries) if (!fresh(e, e.owner)) entries.delete(k);
      const data = Promise.resolve().then(load);
      // A prefetch nobody takes must not surface as an unhandled rejection; a navigation that takes it rethrows.
      data.catch(() => undefined);
      entries.set(key, { at: now(), owner, data });
    },
    /** The prefetched answer for `key` (once), or undefined. */
    take(key: string, owner: unknown): Promise<unknown> | undefined {
      const entry = entries.get(key);
      entries.delete(key);
      return fresh(entry, owner) ? entry.data : undefined;
    },
  };
}

/** The key of a loader call: the address without its hash. */
export function prefetchKey(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}
