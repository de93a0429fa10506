import { data, type LoaderFunctionArgs } from '@shop/router';
import { remoteForPath } from '../config/remotes.ts';
import { shellContext } from './shell-context.ts';

export type NotFoundData = { message: 'Page Not Found'; path: string };

/**
 * Nothing matched. When the path belongs to a remote that is not loaded, the page exists but is unavailable
 * (503, retried); otherwise a 404 with "Page Not Found" and the full path (spec section 2).
 */
export function notFoundLoader({ request, context }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  const owner = remoteForPath(url.pathname);
  if (owner && !context.get(shellContext).isRemoteLoaded(owner)) {
    throw data({ message: 'Service Unavailable', remote: owner }, { status: 503, statusText: 'Service Unavailable' });
  }
  const body: NotFoundData = { message: 'Page Not Found', path: url.pathname + url.search };
  throw data(body, { status: 404, statusText: 'Not Found' });
}
