/** Most items the recently viewed list keeps. */
export const RECENTLY_VIEWED_LIMIT = 10;

/** sessionStorage key of the recently viewed item ids (reference-behaviour section 7: `latelyItem`). */
export const RECENTLY_VIEWED_KEY = 'latelyItem';

/**
 * Pure reducer of the recently viewed ids: the viewed item goes first, any earlier entry of it is dropped, and
 * the list keeps at most 10.
 * @example addRecentlyViewed([3, 2, 1], 2) // [2, 3, 1]
 */
export function addRecentlyViewed(list: ReadonlyArray<number>, itemId: number, limit = RECENTLY_VIEWED_LIMIT): number[] {
  return [itemId, ...list.filter((id) => id !== itemId)].slice(0, limit);
}

/** Reads the stored list; anything malformed reads as empty. */
export function parseRecentlyViewed(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** Records a view in `storage` (sessionStorage in the browser); storage failures (private mode) are ignored. */
export function recordRecentlyViewed(storage: Pick<Storage, 'getItem' | 'setItem'>, itemId: number): number[] {
  const next = addRecentlyViewed(parseRecentlyViewed(storage.getItem(RECENTLY_VIEWED_KEY)), itemId);
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage only means the list is not kept.
  }
  return next;
}
