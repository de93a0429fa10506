// Text no field may carry: control characters (NUL and the rest of C0 except tab, line feed and carriage return;
// DEL; C1) and lone UTF-16 surrogates (a JSON "\ud800" escape). They are invisible, truncate C strings (a NUL in a
// LIKE pattern matched every item), and PostgreSQL refuses lone surrogates, which made them a 500.

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deepest nesting of arrays and objects an input may have. */
export const MAX_INPUT_DEPTH = 32;

/** Whether `text` holds a character no field accepts. */
export function hasUnsafeChars(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

/** What `findUnsafeText` found: the key of the offending field (its path), or a nesting beyond MAX_INPUT_DEPTH. */
export type UnsafeText = { kind: 'chars'; path: string[] } | { kind: 'depth'; path: string[] };

/**
 * The first string (value or key) in `input` holding a character no field accepts, or a nesting deeper than
 * MAX_INPUT_DEPTH; undefined when the input is clean.
 * @example findUnsafeText({ query: 'a\u0000' }) // { kind: 'chars', path: ['query'] }
 */
export function findUnsafeText(input: unknown, path: string[] = []): UnsafeText | undefined {
  if (typeof input === 'string') return hasUnsafeChars(input) ? { kind: 'chars', path } : undefined;
  if (typeof input !== 'object' || input === null) return undefined;
  // A file's bytes (multipart uploads) hold no text: walking a 20 MB upload index by index built millions of entries.
  if (input instanceof Uint8Array || ArrayBuffer.isView(input)) return undefined;
  if (path.length >= MAX_INPUT_DEPTH) return { kind: 'depth', path };
  const entries: [string, unknown][] = Array.isArray(input) ? input.map((value, i) => [String(i), value]) : Object.entries(input);
  for (const [key, value] of entries) {
    if (hasUnsafeChars(key)) return { kind: 'chars', path: [...path, key] };
    const found = findUnsafeText(value, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
