import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RemoteRouteObject, RouteHandle } from '@shop/router';
import { paths } from '../config/paths.ts';
import { CATALOG_TITLES } from '../messages/titles.ko.ts';

/** What each page module exports: the page and its loader, so both arrive in one lazy chunk. */
type RouteModule = { default: ComponentType; loader: (args: LoaderFunctionArgs) => Promise<unknown> };

/**
 * A route whose code is all in its page module. The table itself (on every catalogue page's first load) holds
 * only ids, paths and titles; the loader and the page are fetched when the route is first used. The loader
 * stays a plain function for the shell, which wraps it with its guards and deadline.
 *
 * `lazy` is a getter: react-router clears the keys of a `lazy` object in place once loaded, and route objects
 * are shallow-copied into each router, so a shared object would leave later routers (a rebuilt server
 * handler, tests) with no page. Each copy gets its own object instead.
 */
function lazyRoute(id: string, path: string, handle: RouteHandle, load: () => Promise<RouteModule>): RemoteRouteObject {
  return {
    id,
    path,
    handle,
    loader: async (args: LoaderFunctionArgs) => (await load()).loader(args),
    get lazy() {
      return { Component: async () => (await load()).default };
    },
  };
}

const T = CATALOG_TITLES;

/** The catalogue's routes (exposed as `catalog/routes`). Loaders run on the server and in the browser with the `api` of `appContext`. */
const routes: RemoteRouteObject[] = [
  lazyRoute('catalog.home', paths.home.path, { layout: 'default', title: T.home }, () => import('../app/routes/home-page.tsx')),
  lazyRoute('catalog.category', paths.category.path, { layout: 'default', title: T.category }, () => import('../app/routes/category-page.tsx')),
  lazyRoute('catalog.item', paths.item.path, { layout: 'default', title: T.item }, () => import('../app/routes/item-page.tsx')),
  lazyRoute('catalog.events', paths.events.path, { layout: 'default', title: T.events }, () => import('../app/routes/events-page.tsx')),
  lazyRoute('catalog.event', paths.event.path, { layout: 'default', title: T.event }, () => import('../app/routes/event-page.tsx')),
  lazyRoute('catalog.popup', paths.popup.path, { layout: 'popup', title: T.popup }, () => import('../app/routes/popup-page.tsx')),
  lazyRoute('catalog.display-new', paths.displayNew.path, { layout: 'default', title: T.displayNew }, () => import('../app/routes/display-new-page.tsx')),
  lazyRoute('catalog.display-md', paths.displayMd.path, { layout: 'default', title: T.displayMd }, () => import('../app/routes/display-md-page.tsx')),
  lazyRoute('catalog.display-best', paths.displayBest.path, { layout: 'default', title: T.displayBest }, () => import('../app/routes/display-best-page.tsx')),
  lazyRoute('catalog.display-review', paths.displayReview.path, { layout: 'default', title: T.displayReview }, () => import('../app/routes/display-review-page.tsx')),
  lazyRoute('catalog.display-timedeal', paths.displayTimedeal.path, { layout: 'default', title: T.displayTimedeal }, () => import('../app/routes/display-timedeal-page.tsx')),
  lazyRoute('catalog.brands', paths.brands.path, { layout: 'default', title: T.brands }, () => import('../app/routes/brands-page.tsx')),
  lazyRoute('catalog.brand', paths.brand.path, { layout: 'default', title: T.brands }, () => import('../app/routes/brand-page.tsx')),
  lazyRoute('catalog.search', paths.search.path, { layout: 'default', title: T.search }, () => import('../app/routes/search-page.tsx')),
];

export default routes;
