import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ApiTransport } from '@shop/api-client';
import { isRouteErrorResponse, RouterContextProvider, RouterProvider, useRouteError } from '@shop/router';
import type { DataRouter, RemoteRouteObject, RouteObject } from '@shop/router';
import { createBrowserRouter, createMemoryRouter } from '@shop/router/engine';
import { appContext, createAppStore } from '@shop/session';
import type { AppStoreInit } from '@shop/session';
import { Provider } from 'jotai';
import type { Store } from 'jotai';
import { noApi } from './fake-api.ts';

/** Stand-in for the shell's error boundary: shows the status of a thrown route response (`data-testid="route-error"`). */
export function RouteErrorStatus() {
  const error = useRouteError();
  return <p data-testid="route-error">{isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : String(error)}</p>;
}

export type RenderRouteOptions = {
  /** The `api` of `appContext` (default: a transport that rejects every request). */
  api?: ApiTransport;
  /** What the jotai store starts with (session, cart count, wishlist ids), as `createAppStore` takes it. */
  store?: AppStoreInit;
  /**
   * `memory` (default): a memory router. `browser`: a browser router on jsdom's location (`window.location` follows
   * navigations), for pages that read or write the address bar themselves.
   */
  history?: 'memory' | 'browser';
  /** Give every top-level route without one this error element (e.g. `<RouteErrorStatus />`). */
  errorElement?: ReactNode;
  /** Add a catch-all route that renders nothing, for URLs a test navigates away to (default true). */
  catchAll?: boolean;
  /** Wraps the router in the app's providers (e.g. `(ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider>`). */
  wrap?: (ui: ReactNode) => ReactNode;
};

type AnyRoute = RouteObject | RemoteRouteObject;

/** A fresh copy of a route per router: react-router remembers (and clears) resolved `lazy` objects. */
function freshRoute(route: AnyRoute, errorElement: ReactNode | undefined): RouteObject {
  const lazy = route.lazy;
  const copy = lazy && typeof lazy === 'object' ? Object.fromEntries(Object.entries(lazy as Record<string, () => Promise<unknown>>).map(([key, load]) => [key, () => load()])) : lazy;
  return { HydrateFallback: () => null, ...(errorElement !== undefined ? { errorElement } : {}), ...route, lazy: copy } as RouteObject;
}

function createRouter(routes: readonly AnyRoute[], url: string, options: RenderRouteOptions, store: Store, hydrationData?: HydrationData): DataRouter {
  const table = routes.map((route) => freshRoute(route, options.errorElement));
  if (options.catchAll ?? true) table.push({ path: '*', element: null });
  const init = {
    hydrationData,
    getContext() {
      const context = new RouterContextProvider();
      context.set(appContext, { store, api: options.api ?? noApi, now: 0 });
      return context;
    },
  };
  if (options.history === 'browser' || hydrationData) {
    window.history.replaceState(null, '', url);
    return createBrowserRouter(table, init);
  }
  return createMemoryRouter(table, { ...init, initialEntries: [url] });
}

type HydrationData = NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData'];

/** Resolves once the router has run its first loaders and lazy pages and nothing is loading. */
function settled(router: DataRouter): Promise<void> {
  const done = () => router.state.initialized && router.state.navigation.state === 'idle';
  if (done()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}

/**
 * The route-test harness: renders routes (a remote's `expose/routes.ts`, or the shell's tree) at `url` in jsdom with
 * the shell's request context (`appContext`: a fresh store, `api`, `now` 0), the way the shell does in the browser,
 * and waits until the first loaders and lazy pages are done.
 * @returns Testing Library's render result plus the router and the store.
 * @example const { store } = await renderRoute(routes, '/cart', { api: fakeApi({ 'GET /api/cart': () => CART }) });
 */
export async function renderRoute(routes: readonly AnyRoute[], url: string, options: RenderRouteOptions = {}) {
  const store = createAppStore(options.store);
  const router = createRouter(routes, url, options, store);
  await act(async () => settled(router));
  const ui = <RouterProvider router={router} />;
  const view = render(<Provider store={store}>{options.wrap ? options.wrap(ui) : ui}</Provider>);
  return { ...view, router, store };
}

/**
 * Renders `url` to HTML as the server would, then hydrates that HTML with a second router given the same loader
 * data, as the browser does after a server render.
 * @returns The container, the server HTML, the router and the recoverable errors React reported (hydration
 *   mismatches); call `unmount` at the end.
 */
export async function hydrateRoute(routes: readonly AnyRoute[], url: string, options: Omit<RenderRouteOptions, 'history' | 'wrap'> = {}) {
  const serverStore = createAppStore(options.store);
  const server = createRouter(routes, url, { ...options, history: 'browser' }, serverStore);
  await settled(server);
  const html = renderToString(<RouterProvider router={server} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const router = createRouter(routes, url, options, createAppStore(options.store), { loaderData: server.state.loaderData, errors: server.state.errors });
  await settled(router);
  const hydrationErrors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => hydrationErrors.push(error) }));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, html, router, hydrationErrors, unmount };
}
