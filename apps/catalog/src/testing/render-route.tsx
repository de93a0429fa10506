import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { isRouteErrorResponse, RouterContextProvider, RouterProvider, useRouteError } from '@shop/router';
import { createBrowserRouter } from '@shop/router/engine';
import type { DataRouter, RouteObject } from '@shop/router';
import type { ApiTransport } from '@shop/api-client';
import { Provider } from 'jotai';
import type { Store } from 'jotai';
import { appContext, createAppStore } from '@shop/session';
import type { AppStoreInit } from '@shop/session';
import { ClientApiProvider } from '../lib/client-api.tsx';
import routes from '../expose/routes.ts';
import { catalogCache } from '../lib/catalog-cache.ts';

/** Stand-in for the shell's error boundary: shows the status of a thrown route response. */
function TestErrorBoundary() {
  const error = useRouteError();
  return <p data-testid="route-error">{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error)}</p>;
}

function testRoutes(): RouteObject[] {
  return routes.map((route) => ({ ...route, errorElement: <TestErrorBoundary /> }));
}

type HydrationData = NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData'];

function createRouter(url: string, api: ApiTransport, hydrationData?: HydrationData, store: Store = createAppStore()): DataRouter {
  window.history.replaceState(null, '', url);
  return createBrowserRouter(testRoutes(), {
    hydrationData,
    getContext() {
      const context = new RouterContextProvider();
      context.set(appContext, { store, api, now: 0 });
      return context;
    },
  });
}

function initialized(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Renders the catalogue's real route table (loaders, lazy pages) at `url` in jsdom, with `api` in the app
 * context, the way the shell does in the browser. Waits for the first loaders and page chunks.
 */
export async function renderRoute(url: string, api: ApiTransport, init: AppStoreInit = {}) {
  catalogCache.clear();
  const store = createAppStore(init);
  const router = createRouter(url, api, undefined, store);
  await act(async () => initialized(router));
  const result = render(
    <Provider store={store}>
      <ClientApiProvider value={api}>
        <RouterProvider router={router} />
      </ClientApiProvider>
    </Provider>,
  );
  return { ...result, router, store };
}

/**
 * Renders `url` to HTML as the server would, then hydrates that HTML with a second router given the same loader
 * data. Returns the recoverable errors React reported (hydration mismatches).
 */
export async function hydrateRoute(url: string, api: ApiTransport) {
  catalogCache.clear();
  const server = createRouter(url, api);
  await initialized(server);
  const html = renderToString(<RouterProvider router={server} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const router = createRouter(url, api, { loaderData: server.state.loaderData, errors: server.state.errors });
  await initialized(router);
  const hydrationErrors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => hydrationErrors.push(error) }));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, html, router, hydrationErrors, unmount };
}
