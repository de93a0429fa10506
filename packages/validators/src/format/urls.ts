/**
 * Image URLs that do not start with http get the CDN prefix (spec section 9).
 * @param path Image path from the API (`/upload/items/1001-1.png`) or an absolute URL.
 * @param cdnBase CDN or API origin, e.g. `http://127.0.0.1:4000`; '' keeps paths same-origin.
 * @returns The URL, or '' for an empty path.
 * @example resolveImageUrl('/upload/a.png', 'https://cdn.example') // 'https://cdn.example/upload/a.png'
 */
export function resolveImageUrl(path: string | null | undefined, cdnBase: string): string {
  if (!path) return '';
  if (/^http/i.test(path)) return path;
  const base = cdnBase.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * A new visitor id: a random UUID v4 (`crypto.randomUUID`). Call it in effects or on the server, never during
 * render.
 * @returns The id.
 */
export function createVisitorId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Whether a value is a UUID v4 (a visitor id).
 * @param value Anything.
 * @returns True for a UUID v4 string.
 */
export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}
