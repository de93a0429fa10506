import { isApiError } from '@shop/api-client';
import { data } from '@shop/router';

/** An API 404 (another's or an unknown order) is the page's 404; anything else is thrown on. */
export function rethrowAsNotFound(error: unknown): never {
  if (isApiError(error) && error.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
  throw error;
}

/** The page number of a list URL (1 when absent or bad). */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A yyyy-MM-dd date of the query string, '' otherwise. */
export function dateOf(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}
