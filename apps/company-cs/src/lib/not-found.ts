import { isApiError } from '@shop/api-client';
import { data } from '@shop/router';

/** An API 404 becomes the route's 404; anything else is thrown as it is (the shell shows the remote's error area). */
export function rethrowAsNotFound(error: unknown): never {
  if (isApiError(error) && error.status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
  throw error;
}
