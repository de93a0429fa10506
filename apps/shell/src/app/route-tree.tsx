import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RemoteRouteObject, RouteObject } from '@shop/router';
import { appContext, sessionAtom } from '@shop/session';
import { assertKnownGuard, checkAccess } from './guards.ts';
import { LAYOUT_IDS, NOT_FOUND_ID, ROOT_ID } from './route-ids.ts';
import { RootRoute, rootLoader, shouldRevalidateRoot } from './root-route.tsx';
import { DefaultLayout, MypageLayout, PopupLayout, SubLayout } from './layouts/layouts.tsx';
import { RouteErrorBoundary, RootErrorBoundary, UnavailablePage } from './error-screen.tsx';
import { notFoundLoader } from './not-found.ts';
import { isolatePage, withDeadline } from './remote-isolation.tsx';
import { withSessionExpiry } from './session-expired.ts';
import type { PrefetchHandle } from './loader-prefetch.ts';
import { prefetchedData } from './prefetched-data.ts';

/**
 * The shell's own tree: root (header data) → four pathless layouts → remote routes; `*` gives the 404. The root has
 * no path of its own: with `path: '/'` it matched the address `/` by itself (react-router lets a layout with a path
 * match alone), so a client-side navigation to the home page from another remote's page rendered an empty root
 * instead of asking for the catalog's routes (the `*` branch is what makes the router patch routes on navigation).
 */
export function createRouteTree(): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      Component: RootRoute,
      ErrorBoundary: RootErrorBoundary,
      loader: rootLoader,
      shouldRevalidate: shouldRevalidateRoot,
      children: [
        {
          id: LAYOUT_IDS.default,
          Component: DefaultLayout,
          ErrorBoundary: RouteErrorBoundary,
          children: [{ id: NOT_FOUND_ID, path: '*', loader: notFoundLoader, ErrorBoundary: RouteErrorBoundary, Component: null }],
        },
        { id: LAYOUT_IDS.sub, Component: SubLayout, ErrorBoundary: RouteErrorBoundary, children: [] },
        { id: LAYOUT_IDS.popup, Component: PopupLayout, ErrorBoundary: RouteErrorBoundary, children: [] },
        { id: LAYOUT_IDS.mypage, Component: MypageLayout, ErrorBoundary: RouteErrorBoundary, children: [] },
      ],
    },
  ];
}

type LazyRoute = Record<string, (() => Promise<unknown>) | undefined>;

/**
 * The remote's lazy page under the deadline. The page code is loaded once per tree; the loader awaits it too,
 * so a failure becomes the route's 503 error (with status and error screen) instead of a route that never
 * finishes loading (which would render nothing).
 */
function isolateLazy(remote: string, route: RemoteRouteObject) {
  const lazy = route.lazy as LazyRoute | undefined;
  if (!lazy || typeof lazy !== 'object') return { lazy: undefined, ensurePage: async () => {} };
  const promises = new Map<string, Promise<unknown>>();
  const loadKey = (key: string, load: () => Promise<unknown>) => {
    let promise = promises.get(key);
    if (!promise) {
      promise = withDeadline(remote, `page code of ${route.id}`, load).catch((error: unknown) => {
        promises.delete(key);
        throw error;
      });
      promises.set(key, promise);
    }
    return promise;
  };
  const out: LazyRoute = {};
  for (const [key, load] of Object.entries(lazy)) {
    if (!load) continue;
    out[key] = async () => {
      try {
        const value = await loadKey(key, load);
        return key === 'Component' && typeof value === 'function' ? isolatePage(remote, value as ComponentType) : value;
      } catch {
        return key === 'Component' ? UnavailablePage : undefined;
      }
    };
  }
  const ensurePage = async () => {
    await Promise.all(Object.entries(lazy).map(([key, load]) => (load ? loadKey(key, load) : undefined)));
  };
  return { lazy: out, ensurePage };
}

/**
 * Wraps a remote route for the shell: the global guard and the named guard run before the remote's loader;
 * the remote's loader and page code run under a deadline and its page inside a boundary (a broken or hung remote
 * costs only its own area); the route gets the shell's error boundary unless it brings its own.
 * Throws on an unknown guard name.
 */
export function toShellRoute(route: RemoteRouteObject, remote: string): RouteObject {
  assertKnownGuard(route);
  const remoteLoader = route.loader;
  const { lazy, ensurePage } = isolateLazy(remote, route);
  const runLoader = (args: LoaderFunctionArgs) =>
    typeof remoteLoader === 'function'
      ? withDeadline(remote, `loader of ${route.id}`, () => withSessionExpiry(new URL(args.request.url), async () => remoteLoader(args)))
      : null;
  /** The session the answer belongs to: a guard passed for it, and a member's data is theirs only. */
  const checked = (args: LoaderFunctionArgs) => {
    const session = args.context.get(appContext).store.get(sessionAtom);
    checkAccess(session, route.handle.guard, new URL(args.request.url));
    return session;
  };
  const handle: RemoteRouteObject['handle'] & PrefetchHandle = {
    ...route.handle,
    prefetchData: (args) => ({ owner: checked(args), load: () => Promise.all([ensurePage(), runLoader(args)]).then(([, data]) => data) }),
  };
  return {
    ErrorBoundary: RouteErrorBoundary,
    ...route,
    handle,
    ...(route.Component ? { Component: isolatePage(remote, route.Component) } : {}),
    // react-router clears a `lazy` object's keys in place once loaded: every tree gets its own copy.
    ...(lazy ? { lazy } : {}),
    loader: async (args: LoaderFunctionArgs) => {
      const session = checked(args);
      const [, data] = await Promise.all([ensurePage(), prefetchedData.take?.(route.id, args.request.url, session) ?? runLoader(args)]);
      return data;
    },
  } as RouteObject;
}

/** Finds a route by id anywhere in the tree. */
export function findRoute(tree: RouteObject[], id: string): RouteObject | undefined {
  for (const route of tree) {
    if (route.id === id) return route;
    const found = route.children ? findRoute(route.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * A remote's routes by the layout each names (`handle.layout`), each wrapped for the shell. The browser patches
 * each group in at once: every `patchRoutes` call makes react-router copy its routes and tell its subscribers (the
 * task that loads company-cs's 14 routes inside the navigation to /customer/faqs: 54 ms at 4x CPU one route at a
 * time, 40 ms grouped; medians of 5 traces). Throws on an unknown layout.
 */
export function remoteRoutesByLayout(routes: readonly RemoteRouteObject[], remote: string): Map<string, RouteObject[]> {
  const groups = new Map<string, RouteObject[]>();
  for (const route of routes) {
    const layout = LAYOUT_IDS[route.handle.layout];
    if (!layout) throw new Error(`Route "${route.id}" asks for unknown layout "${String(route.handle.layout)}"`);
    groups.set(layout, [...(groups.get(layout) ?? []), toShellRoute(route, remote)]);
  }
  return groups;
}

/** Puts each remote route under the layout its `handle.layout` names (the server, and the first page in the browser). */
export function attachRemoteRoutes(tree: RouteObject[], routes: readonly RemoteRouteObject[], remote: string): RouteObject[] {
  for (const [id, group] of remoteRoutesByLayout(routes, remote)) {
    const layout = findRoute(tree, id)!;
    layout.children = [...(layout.children ?? []), ...group];
  }
  return tree;
}
