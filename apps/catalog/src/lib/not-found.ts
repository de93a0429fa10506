import { isApiError } from '@shop/api-client';
import { data } from '@shop/router';

/** The 404 a loader throws for an unknown category or item (route contract). */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Rethrows `error`, turned into the route 404 when it is an API 404. */
export function rethrowAsNotFound(error: unknown): never {
  if (isApiError(error) && error.status === 404) notFound();
  throw error;
}
