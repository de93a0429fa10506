import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { RouterContextProvider, RouterProvider, type RouteObject } from '@shop/router';
import { createMemoryRouter } from '@shop/router/engine';
import { appContext, type SessionState } from '@shop/session';
import { sessionAtom } from '@shop/session';
import type { ApiTransport } from '@shop/api-client';

/** Renders routes in a memory router with a session store and a fake API transport (tests only). */
export function renderRoutes(routes: RouteObject[], options: { path: string; session?: Partial<SessionState>; api?: ApiTransport }) {
  const store = createStore();
  store.set(sessionAtom, { token: null, isGuest: false, status: null, user: null, salesonId: 'visitor-1', ...options.session });
  const api: ApiTransport = options.api ?? (async () => {
    throw new Error('no API in this test');
  });
  // Like the browser, the first render waits for the loaders (without a fallback react-router warns).
  const router = createMemoryRouter(routes.map((route) => ({ HydrateFallback: () => null, ...route })), {
    initialEntries: [options.path],
    getContext() {
      const context = new RouterContextProvider();
      context.set(appContext, { store, api, now: 0 });
      return context;
    },
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, router, store };
}
