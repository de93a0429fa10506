/** Reads a JSON value from storage; null when absent, malformed or storage is unavailable. */
export function readStored<T>(key: string, storage: () => Storage | undefined = () => globalThis.sessionStorage): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Writes (or with null, removes) a JSON value; storage failures are ignored (the flow still works in one page). */
export function writeStored(key: string, value: unknown, storage: () => Storage | undefined = () => globalThis.sessionStorage): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage unavailable (private mode): nothing to keep.
  }
}
