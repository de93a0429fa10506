import { act, render } from '@testing-library/react';
import type { ApiRequest, ApiTransport } from '@shop/api-client';
import { RouterContextProvider, RouterProvider } from '@shop/router';
import { createMemoryRouter } from '@shop/router/engine';
import type { RemoteRouteObject, RouteObject } from '@shop/router';
import { appContext, createAppStore } from '@shop/session';
import type { AppStoreInit } from '@shop/session';
import { Provider } from 'jotai';

/** A fake transport: answers by `METHOD path`; unknown requests reject. Records every request. */
export function fakeApi(answers: Record<string, (request: ApiRequest) => unknown>): ApiTransport & { calls: ApiRequest[] } {
  const calls: ApiRequest[] = [];
  const api = (async (request: ApiRequest) => {
    calls.push(request);
    const answer = answers[`${request.method ?? 'GET'} ${request.path}`];
    if (!answer) throw new Error(`No fake answer for ${request.method ?? 'GET'} ${request.path}`);
    return answer(request);
  }) as ApiTransport & { calls: ApiRequest[] };
  api.calls = calls;
  return api;
}

/** A fresh copy of a remote route per router: react-router remembers resolved `lazy` functions. */
function freshRoute(route: RemoteRouteObject): RouteObject {
  const lazy = route.lazy as Record<string, () => Promise<unknown>> | undefined;
  const copy = lazy ? Object.fromEntries(Object.entries(lazy).map(([key, load]) => [key, () => load()])) : undefined;
  return { ...route, lazy: copy, HydrateFallback: () => null } as RouteObject;
}

/**
 * Renders remote routes in a memory router at `url` with the shell's request context (store, api), and waits
 * until the first navigation (loader and lazy page) is done.
 */
export async function renderRoute(routes: readonly RemoteRouteObject[], url: string, options: { api: ApiTransport; store?: AppStoreInit }) {
  const store = createAppStore(options.store);
  const router = createMemoryRouter([...routes.map(freshRoute), { path: '*', element: null }], {
    initialEntries: [url],
    getContext() {
      const context = new RouterContextProvider();
      context.set(appContext, { store, api: options.api, now: 0 });
      return context;
    },
  });
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await new Promise<void>((resolve) => {
      if (router.state.initialized && router.state.navigation.state === 'idle') resolve();
      const stop = router.subscribe((state) => {
        if (state.initialized && state.navigation.state === 'idle') {
          stop();
          resolve();
        }
      });
    });
  });
  return { store, router, ...view! };
}
