import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider, type RemoteRouteObject, type RouteObject } from '@shop/router';
import { appContext, fromPublicSession, sessionAtom, wishlistIdsAtom, type PublicSession } from '@shop/session';
import { createFetchTransport } from '@shop/api-client';
import { remoteForPath } from '../config/remotes.ts';
import type { RemoteRoutesModule } from '../config/remote-contract.ts';
import { attachRemoteRoutes, toShellRoute } from '../app/route-tree.tsx';
import { createRouteTree } from '../app/route-tree.tsx';
import { LAYOUT_IDS, ROOT_ID } from '../app/route-ids.ts';
import type { RootData } from '../app/root-route.tsx';
import { shellContext } from '../app/shell-context.ts';
import { onRemoteFailure } from '../app/remote-isolation.tsx';
import { watchReleases, type ReleaseInfo } from './release-watch.ts';

type ShopPayload = {
  remotes: { name: string; entry: string; version: string; css: string[] }[];
  release: ReleaseInfo;
  releasePollMs: number;
  session: PublicSession;
  hydration: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null };
};

declare global {
  interface Window {
    __SHOP__: ShopPayload;
  }
}

const loaded = new Set<string>();

/** A remote's routes table, with its stylesheets in place. */
async function loadRoutes(name: string, css: string[]): Promise<RemoteRouteObject[]> {
  const [mod] = await Promise.all([loadRemote<RemoteRoutesModule>(`${name}/routes`), loadStylesheets(css)]);
  if (!mod || !Array.isArray(mod.default)) throw new Error(`${name}/routes did not load`);
  loaded.add(name);
  return mod.default;
}

/** Adds a remote's stylesheets (the server linked only the first page's) and waits for them: no unstyled flash. */
function loadStylesheets(hrefs: string[]): Promise<unknown> {
  const present = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
  return Promise.all(
    hrefs
      .filter((href) => !present.has(href))
      .map(
        (href) =>
          new Promise((resolve) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
            link.onload = link.onerror = resolve;
            document.head.append(link);
          }),
      ),
  );
}

/** Resolves `lazy` on the routes that match now, so hydration renders exactly what the server did. */
async function resolveInitialLazy(tree: RouteObject[]): Promise<void> {
  for (const match of matchRoutes(tree, window.location) ?? []) {
    const route = match.route as RouteObject & { lazy?: Record<string, () => Promise<unknown>> };
    if (!route.lazy || typeof route.lazy !== 'object') continue;
    const entries = Object.entries(route.lazy);
    const values = await Promise.all(entries.map(([, load]) => load()));
    entries.forEach(([key], i) => Object.assign(route, { [key]: values[i] }));
    delete route.lazy;
  }
}

let releases: ReturnType<typeof watchReleases> | undefined;

/**
 * Hydrates the server-rendered page. `pause` ends the current task between the steps (routes, router, hydration),
 * so a slow phone is never held for the whole start in one task.
 */
export async function startShell(pause: () => Promise<void>): Promise<void> {
  const payload = window.__SHOP__;
  registerRemotes(payload.remotes);
  const store = createStore();
  store.set(sessionAtom, fromPublicSession(payload.session));
  store.set(wishlistIdsAtom, { type: 'loaded', itemIds: (payload.hydration.loaderData[ROOT_ID] as RootData | undefined)?.wishlistItemIds ?? [] });
  const api = createFetchTransport({ baseUrl: '' });
  const available = new Set(payload.remotes.map((r) => r.name));
  const cssOf = (name: string) => payload.remotes.find((r) => r.name === name)?.css ?? [];
  const tree = createRouteTree();
  const initial = remoteForPath(window.location.pathname);
  if (initial && available.has(initial)) {
    try {
      attachRemoteRoutes(tree, await loadRoutes(initial, cssOf(initial)), initial);
    } catch (error) {
      // The server-rendered page stays as it is (content, links, header, footer); hydrating without the
      // remote's code would replace it with an error. The next full page load tries again.
      console.error(`[shell] could not load ${initial}; the page stays server-rendered: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
  }
  await resolveInitialLazy(tree);
  await pause();
  const router = createBrowserRouter(tree, {
    hydrationData: payload.hydration,
    getContext() {
      const context = new RouterContextProvider();
      context.set(appContext, { store, api, now: Date.now() });
      context.set(shellContext, { isRemoteLoaded: (name) => loaded.has(name) });
      return context;
    },
    async patchRoutesOnNavigation({ path, patch }) {
      const name = remoteForPath(path.split('?')[0] ?? path);
      if (!name || loaded.has(name) || !available.has(name)) return;
      try {
        for (const route of await loadRoutes(name, cssOf(name))) patch(LAYOUT_IDS[route.handle.layout], [toShellRoute(route, name)]);
      } catch (error) {
        console.error(`[shell] could not load ${name}: ${error instanceof Error ? error.message : String(error)}`);
        releases?.markStale();
      }
    },
  });
  releases = watchReleases(router, payload.release, payload.releasePollMs);
  onRemoteFailure(() => releases?.markStale());
  await pause();
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page, so taps and scrolling stay responsive on slow phones.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('app') as HTMLElement,
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
      { onRecoverableError: (error) => console.error(error) },
    );
  });
}
