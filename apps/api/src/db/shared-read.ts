import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** How long a shared read is reused: edits of site-wide rows (categories, site texts) show within this time. */
export const SHARED_READ_TTL_MS = 1000;

type Entry<T> = { readAt: number; value: Promise<T> };

/**
 * Wraps a read of site-wide rows that many answers need and operators rarely change (the category tree, the
 * texts on every item page) so that it runs at most once per `ttlMs` per database; callers at the same moment
 * share one read and one result, which must therefore be treated as read-only. A failed read is not kept.
 * Entries are per Kysely instance, so apps and tests on different databases never share them.
 */
export function sharedRead<T>(read: (db: Kysely<Database>) => Promise<T>, ttlMs: number = SHARED_READ_TTL_MS) {
  const cache = new WeakMap<Kysely<Database>, Entry<T>>();
  return (db: Kysely<Database>, now: () => number = Date.now): Promise<T> => {
    const at = now();
    const entry = cache.get(db);
    if (entry && at >= entry.readAt && at - entry.readAt < ttlMs) return entry.value;
    const value = read(db);
    cache.set(db, { readAt: at, value });
    value.catch(() => {
      if (cache.get(db)?.value === value) cache.delete(db);
    });
    return value;
  };
}
