import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { createFetchTransport, mergeRecentItems, type ApiTransport } from '@shop/api-client';
import { dropBrowserRecents, isLoggedInAtom, readBrowserRecents, sessionAtom } from '@shop/session';

type RecentsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Sends the items this browser viewed before sign-in to the member's list on the server (merged there: deduplicated,
 * newest first, capped) and drops them here once the server has them. Nothing to do without a list; a failure keeps
 * the list for the next time (the recents page merges it too).
 */
export async function mergeBrowserRecents(api: ApiTransport, storage: RecentsStorage): Promise<void> {
  const ids = readBrowserRecents(storage);
  if (ids.length === 0) return;
  await mergeRecentItems(api, ids);
  dropBrowserRecents(storage, ids);
}

/**
 * Merges the browser's recently viewed items whenever a member is signed in with a usable account: after an id and
 * password login or a registration (the session atom changes without a page load), and on the first page a social
 * login lands on (a full page load). One place for every login path.
 */
export function useRecentsMerge(): void {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const status = useAtomValue(sessionAtom).status;
  // A member with an account state to clear first (dormant, password to change) has no API access yet.
  const member = loggedIn && !status;
  useEffect(() => {
    if (!member) return;
    let storage: RecentsStorage;
    try {
      storage = window.sessionStorage;
    } catch {
      return;
    }
    mergeBrowserRecents(createFetchTransport({ baseUrl: '' }), storage).catch(() => undefined);
  }, [member]);
}
