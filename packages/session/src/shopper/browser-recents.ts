/**
 * The visitor's recently viewed items kept in the browser (reference-behaviour section 7: sessionStorage `latelyItem`,
 * item ids, most recent first, at most 10; the catalog's item page writes it under the same key). A member's list
 * lives on the server: what the browser kept is merged into it on sign-in (the shell) or on the recents page
 * (mypage), then dropped here. Entry '@shop/session/browser-recents'.
 */
const BROWSER_RECENTS_KEY = 'latelyItem';

type ReadStorage = Pick<Storage, 'getItem'>;
type WriteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The ids the browser keeps, most recent first; anything malformed reads as empty.
 * @example readBrowserRecents({ getItem: () => '[3,"x",2]' }) // [3, 2]
 */
export function readBrowserRecents(storage: ReadStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(BROWSER_RECENTS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/**
 * Drops ids that reached the server's list, keeping any view recorded meanwhile; the key goes when nothing is left.
 * Storage failures (private mode) are ignored.
 */
export function dropBrowserRecents(storage: WriteStorage, merged: readonly number[]): void {
  try {
    const left = readBrowserRecents(storage).filter((id) => !merged.includes(id));
    if (left.length === 0) storage.removeItem(BROWSER_RECENTS_KEY);
    else storage.setItem(BROWSER_RECENTS_KEY, JSON.stringify(left));
  } catch {
    // Nothing to drop in a storage that cannot be written.
  }
}
