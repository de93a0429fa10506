import type { createStore } from 'jotai';
import { callContract, type ApiTransport } from '@shop/api-client';
import { isLoggedIn, sessionAtom } from '@shop/session';
import { dropBrowserRecents, readBrowserRecents } from '@shop/session/browser-recents';

type RecentsStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Store = Pick<ReturnType<typeof createStore>, 'get' | 'sub'>;

/**
 * Sends the items this browser viewed before sign-in to the member's list on the server (merged there: deduplicated,
 * newest first, capped) and drops them here once the server has them. Nothing to do without a list; a failure keeps
 * the list for the next time (the recents page merges it too).
 */
export async function mergeBrowserRecents(api: ApiTransport, storage: RecentsStorage): Promise<void> {
  const ids = readBrowserRecents(storage);
  if (ids.length === 0) return;
  await callContract(api, 'POST /api/mypage/recent-items', { body: { itemIds: ids } });
  dropBrowserRecents(storage, ids);
}

function sessionStorageOf(): RecentsStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: no browser list
  }
}

/**
 * Merges the browser's recently viewed items whenever a member is signed in with a usable account (loaded with the
 * navigation engine, never on the first load): now, for a page a sign-in landed on (a social login's full page load),
 * and whenever the session changes without a page load (an id and password login, a registration). One place for
 * every login path. A member with an account state to clear first (dormant, password to change) has no API access yet.
 * @returns Stops following.
 */
export function followRecents(store: Store, api: ApiTransport, storage: RecentsStorage | null = sessionStorageOf()): () => void {
  if (!storage) return () => undefined;
  let running = false;
  const run = () => {
    const session = store.get(sessionAtom);
    if (running || !isLoggedIn(session) || session.status) return;
    running = true;
    mergeBrowserRecents(api, storage).catch(() => undefined).finally(() => {
      running = false;
    });
  };
  run();
  return store.sub(sessionAtom, run);
}
