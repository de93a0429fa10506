import type { ApiTransport } from '@shop/api-client';
import type { AppStoreInit } from '@shop/session';
import { hydrateRoute as hydrateRouteAt, renderRoute as renderRouteAt, RouteErrorStatus } from '@shop/testing';
import routes from '../expose/routes.ts';
import { catalogCache } from '../lib/catalog-cache.ts';
import { ClientApiProvider } from '@shop/ui/client-api';

// The catalogue's bindings of the shared route-test harness (@shop/testing): its real route table (loaders, lazy
// pages) on jsdom's location, an error element that shows a route's status, the client API its components call,
// and an empty page cache for every render.

/** Renders the catalogue at `url` with `api` in the app context and in `ClientApiProvider`; waits for the first loaders and page chunks. */
export function renderRoute(url: string, api: ApiTransport, store: AppStoreInit = {}) {
  catalogCache.clear();
  return renderRouteAt(routes, url, {
    api,
    store,
    history: 'browser',
    catchAll: false,
    errorElement: <RouteErrorStatus />,
    wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider>,
  });
}

/** Server HTML of `url`, then its hydration; returns the hydration errors React reported. */
export function hydrateRoute(url: string, api: ApiTransport) {
  catalogCache.clear();
  return hydrateRouteAt(routes, url, { api, catchAll: false, errorElement: <RouteErrorStatus /> });
}
