/** How many recent keywords are kept. */
export const RECENT_KEYWORD_LIMIT = 10;
/** localStorage key of the recent keywords (a JSON array of strings, most recent first). */
export const RECENT_KEYWORDS_KEY = 'shop.recentKeywords';

/**
 * The list after searching `keyword`: it moves to the front, no duplicates, at most 10 kept.
 * @example addRecentKeyword(['a', 'b'], 'b') // ['b', 'a']
 */
export function addRecentKeyword(list: readonly string[], keyword: string, limit = RECENT_KEYWORD_LIMIT): string[] {
  const text = keyword.trim();
  if (!text) return [...list];
  return [text, ...list.filter((item) => item !== text)].slice(0, limit);
}

/**
 * The list without `keyword`.
 * @example removeRecentKeyword(['a', 'b'], 'a') // ['b']
 */
export function removeRecentKeyword(list: readonly string[], keyword: string): string[] {
  return list.filter((item) => item !== keyword);
}

/** Reads stored keywords, ignoring anything malformed (at most 10 non-empty strings). */
export function parseRecentKeywords(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, RECENT_KEYWORD_LIMIT);
  } catch {
    return [];
  }
}

/** The visitor's recent keywords from localStorage ([] when storage is unavailable). */
export function loadRecentKeywords(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    return parseRecentKeywords(storage?.getItem(RECENT_KEYWORDS_KEY) ?? null);
  } catch {
    return []; // storage blocked (private mode, policy): the box works without history
  }
}

/** Stores the recent keywords; an empty list removes the key. Failures are ignored (history is a convenience). */
export function saveRecentKeywords(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, list: readonly string[]): void {
  try {
    if (list.length === 0) storage?.removeItem(RECENT_KEYWORDS_KEY);
    else storage?.setItem(RECENT_KEYWORDS_KEY, JSON.stringify(list));
  } catch {
    // quota exceeded or storage blocked: keep the list in memory only
  }
}
