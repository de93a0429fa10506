import type { LoaderFunctionArgs, RemoteRouteObject, RouteObject } from '@shop/router';
import { appContext, sessionAtom } from '@shop/session';
import { assertKnownGuard, checkAccess } from './guards.ts';
import { LAYOUT_IDS, NOT_FOUND_ID, ROOT_ID } from './route-ids.ts';
import { RootRoute, rootLoader, shouldRevalidateRoot } from './root-route.tsx';
import { DefaultLayout, MypageLayout, PopupLayout, SubLayout } from './layouts/layouts.tsx';
import { RouteErrorBoundary, RootErrorBoundary } from './error-screen.tsx';
import { notFoundLoader } from './not-found.ts';

/** The shell's own tree: root (header data) → four pathless layouts → remote routes; `*` gives the 404. */
export function createRouteTree(): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      path: '/',
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

/**
 * Wraps a remote route for the shell: the global guard and the named guard run before the remote's loader,
 * and the route gets the shell's error boundary unless it brings its own. Throws on an unknown guard name.
 */
export function toShellRoute(route: RemoteRouteObject): RouteObject {
  assertKnownGuard(route);
  const remoteLoader = route.loader;
  return {
    ErrorBoundary: RouteErrorBoundary,
    ...route,
    // react-router clears a `lazy` object's keys in place once loaded: every tree gets its own copy.
    ...(route.lazy && typeof route.lazy === 'object' ? { lazy: { ...route.lazy } } : {}),
    loader: async (args: LoaderFunctionArgs) => {
      const { store } = args.context.get(appContext);
      checkAccess(store.get(sessionAtom), route.handle.guard, new URL(args.request.url));
      return typeof remoteLoader === 'function' ? remoteLoader(args) : null;
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

/** Puts each remote route under the layout its `handle.layout` names (server side: the whole table at once). */
export function attachRemoteRoutes(tree: RouteObject[], routes: readonly RemoteRouteObject[]): RouteObject[] {
  for (const route of routes) {
    const layout = findRoute(tree, LAYOUT_IDS[route.handle.layout]);
    if (!layout) throw new Error(`Route "${route.id}" asks for unknown layout "${String(route.handle.layout)}"`);
    layout.children = [...(layout.children ?? []), toShellRoute(route)];
  }
  return tree;
}
