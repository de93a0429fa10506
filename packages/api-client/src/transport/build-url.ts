import type { ApiQueryValue } from './types.ts';

/**
 * Joins a base URL, a path and a query; `null`, `undefined` and `''` values are left out.
 * @param baseUrl API origin (`http://127.0.0.1:4000`) or `''` for same-origin calls.
 * @param path Absolute path such as `/api/item`.
 * @param query Query values.
 * @returns The URL string.
 * @example buildUrl('http://api', '/api/item', { page: 1, fcIds: '' }) // 'http://api/api/item?page=1'
 */
export function buildUrl(baseUrl: string, path: string, query?: Record<string, ApiQueryValue>): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    params.append(name, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`;
}
