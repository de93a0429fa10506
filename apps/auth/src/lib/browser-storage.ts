import * as v from 'valibot';

/** A stored string (a method name, a path). */
export const StoredTextSchema = v.string();

/**
 * Reads a JSON value from storage by its schema; null when absent, malformed, of another shape (left by an older
 * page or edited by hand) or storage is unavailable.
 */
export function readStored<S extends v.GenericSchema>(
  key: string,
  schema: S,
  storage: () => Storage | undefined = () => globalThis.sessionStorage,
): v.InferOutput<S> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
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
