import type { ApiTransport } from '@shop/api-client';
import type { AppStoreInit } from '@shop/session';
import { renderRoute as renderRouteAt, RouteErrorStatus } from '@shop/testing';
import routes from '../expose/routes.ts';
import { ClientApiProvider } from '@shop/ui/client-api';

/** Renders the remote's real route table at `url` with `api` in the app context and in `ClientApiProvider`. */
export function renderRoute(url: string, api: ApiTransport, store: AppStoreInit = {}) {
  return renderRouteAt(routes, url, {
    api,
    store,
    history: 'browser',
    errorElement: <RouteErrorStatus />,
    wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider>,
  });
}
