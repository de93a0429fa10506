import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { createDeferredRouter, matchRoutes, RouterContextProvider, RouterProvider, type RemoteRouteObject, type RouteObject } from '@shop/router';
import { appContext, fromPublicSession, sessionAtom, wishlistIdsAtom, type PublicSession } from '@shop/session';
import { createFetchTransport } from '@shop/api-client';
import { remoteForPath } from '../config/remotes.ts';
import type { RemoteRoutesModule } from '../config/remote-contract.ts';
import { attachRemoteRoutes, remoteRoutesByLayout } from '../app/route-tree.tsx';
import { createRouteTree } from '../app/route-tree.tsx';
import { ROOT_ID } from '../app/route-ids.ts';
import type { RootData } from '../app/root-route.tsx';
import { shellContext } from '../app/shell-context.ts';
import { onRemoteFailure } from '../app/remote-isolation.tsx';
import type { ReleaseInfo, ReleaseWatch } from './release-watch.ts';
import { loadOnIntent, loadWhenIdle } from './load-on-intent.ts';
import { loadExposed } from './load-container.ts';

type RemoteInfo = { name: string; entry: string; version: string; css: string[] };

type ShopPayload = {
  remotes: RemoteInfo[];
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
async function loadRoutes(remote: RemoteInfo): Promise<RemoteRouteObject[]> {
  const [mod] = await Promise.all([loadExposed<RemoteRoutesModule>(remote, './routes'), loadStylesheets(remote.css)]);
  if (!mod || !Array.isArray(mod.default)) throw new Error(`${remote.name}/routes did not load`);
  loaded.add(remote.name);
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

let releases: ReleaseWatch | undefined;
/** A remote failed to load before the release watch started (it starts with the navigation engine). */
let staleBeforeWatch = false;
const markStale = () => (releases ? releases.markStale() : (staleBeforeWatch = true));

/**
 * Hydrates the server-rendered page. `pause` ends the current task between the steps (routes, router, hydration),
 * so a slow phone is never held for the whole start in one task.
 */
export async function startShell(pause: () => Promise<void>): Promise<void> {
  const payload = window.__SHOP__;
  const store = createStore();
  store.set(sessionAtom, fromPublicSession(payload.session));
  store.set(wishlistIdsAtom, { type: 'loaded', itemIds: (payload.hydration.loaderData[ROOT_ID] as RootData | undefined)?.wishlistItemIds ?? [] });
  const api = createFetchTransport({ baseUrl: '' });
  const remotes = new Map(payload.remotes.map((r) => [r.name, r]));
  const tree = createRouteTree();
  const initial = remoteForPath(window.location.pathname);
  const initialRemote = initial ? remotes.get(initial) : undefined;
  if (initial && initialRemote) {
    try {
      attachRemoteRoutes(tree, await loadRoutes(initialRemote), initial);
    } catch (error) {
      // The server-rendered page stays as it is (content, links, header, footer); hydrating without the
      // remote's code would replace it with an error. The next full page load tries again.
      console.error(`[shell] could not load ${initial}; the page stays server-rendered: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
  }
  await resolveInitialLazy(tree);
  await pause();
  const getContext = () => {
    const context = new RouterContextProvider();
    context.set(appContext, { store, api, now: Date.now() });
    context.set(shellContext, { isRemoteLoaded: (name) => loaded.has(name) });
    return context;
  };
  // The first page hydrates with the server's state; react-router's navigation engine loads when it is first
  // needed (a navigation, a fetcher) or at the first sign of input, whichever comes first.
  const router = createDeferredRouter(tree, payload.hydration, async () => {
    const [{ createBrowserRouter }, { followSeo, seoFrom }, { followVisits, pageViewsTo }, { followDevice }, { preloadRoutesOnIntent }, { followRecents }, { watchReleases }, { createRemotePatcher }] = await Promise.all([
      import(/* webpackChunkName: "late-router-engine" */ '@shop/router/engine'),
      // Title, description and Open Graph tags of client-side navigations: only navigations need it.
      import(/* webpackChunkName: "late-router-engine" */ '../app/follow-seo.ts'),
      // Page views of client-side navigations (the server counted the first page).
      import(/* webpackChunkName: "late-router-engine" */ '../app/follow-visits.ts'),
      // Device state, the device guard and the mobile tab bar's in-page links.
      import(/* webpackChunkName: "late-router-engine" */ '../app/device/follow-device.ts'),
      // Route code and data of links the visitor points at or presses, at most 4 pages at a time.
      import(/* webpackChunkName: "late-router-engine" */ './preload-routes.ts'),
      // A visitor's recently viewed items join the member's list on sign-in.
      import(/* webpackChunkName: "late-router-engine" */ '../app/follow-recents.ts'),
      // A new release (or a remote that failed to load) turns the next navigation into a full load: only navigations
      // need it, so it starts with the engine rather than with the first page.
      import(/* webpackChunkName: "late-router-engine" */ './release-watch.ts'),
      // The routes of a remote the page has not loaded yet, patched in by the navigation or preload that needs them.
      import(/* webpackChunkName: "late-router-engine" */ './remote-patcher.ts'),
    ]);
    const patchRemote = createRemotePatcher({ remotes, isLoaded: (name) => loaded.has(name), loadRoutes, onFailure: markStale, remoteForPath, byLayout: remoteRoutesByLayout });
    const engine = createBrowserRouter(tree, { hydrationData: payload.hydration, getContext, patchRoutesOnNavigation: ({ path, patch }) => patchRemote(path, patch) });
    followSeo(engine, seoFrom(api));
    followVisits(engine, pageViewsTo(api));
    followDevice(engine);
    followRecents(store, api);
    preloadRoutesOnIntent(engine, (path) => patchRemote(path, (parentId, routes) => engine.patchRoutes(parentId, routes)), getContext);
    releases = watchReleases(engine, payload.release, payload.releasePollMs);
    if (staleBeforeWatch) releases.markStale();
    return engine;
  });
  onRemoteFailure(markStale);
  await pause();
  // Hydration as a transition is time-sliced: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page, so taps and scrolling stay responsive on slow phones.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('app') as HTMLElement,
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
      {
        // What went wrong inside the boundary (React wraps it), and where, so a recovered error can be fixed.
        onRecoverableError: (error, info) => console.error(error, (error as { cause?: unknown }).cause, info.componentStack),
      },
    );
  });
  loadOnIntent(router.load);
  // Or, for a visitor who reads first, in idle time a few seconds later: the first tap then finds it ready.
  loadWhenIdle(router.load);
}
