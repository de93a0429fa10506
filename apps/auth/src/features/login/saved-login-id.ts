import { SAVED_LOGIN_ID_KEY } from '../../config/storage-keys.ts';

/** The saved login id, or null (storage may be unavailable: private mode, disabled cookies). */
export function readSavedLoginId(storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    const value = storage?.getItem(SAVED_LOGIN_ID_KEY);
    return value ? value : null;
  } catch {
    return null;
  }
}

/** Saves the login id when `remember` is on, forgets it otherwise. */
export function writeSavedLoginId(loginId: string, remember: boolean, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (remember && loginId) storage?.setItem(SAVED_LOGIN_ID_KEY, loginId);
    else storage?.removeItem(SAVED_LOGIN_ID_KEY);
  } catch {
    // Storage unavailable: the login itself still works.
  }
}
