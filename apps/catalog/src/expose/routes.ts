import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RemoteRouteObject, RouteHandle } from '@shop/router';
import { paths } from '../config/paths.ts';
import { CATALOG_TITLES } from '../messages/titles.ko.ts';

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/**
 * A route whose code is all lazy. The table itself (on every catalogue page's first load) holds only ids, paths
 * and titles. The page and the loader are separate chunks, both asked for by this table (so one level deep after
 * it): a first load hydrates with the server's data and fetches only the page, a client navigation fetches both
 * in parallel. The loader stays a plain function for the shell, which wraps it with its guards and deadline.
 *
 * `lazy` is a getter: react-router clears the keys of a `lazy` object in place once loaded, and route objects
 * are shallow-copied into each router, so a shared object would leave later routers (a rebuilt server
 * handler, tests) with no page. Each copy gets its own object instead.
 */
function lazyRoute(id: string, path: string, handle: RouteHandle, page: () => Promise<{ default: ComponentType }>, loader: () => Promise<Loader>): RemoteRouteObject {
  return {
    id,
    path,
    handle,
    loader: async (args: LoaderFunctionArgs) => (await loader())(args),
    get lazy() {
      return { Component: async () => (await page()).default };
    },
  };
}

const T = CATALOG_TITLES;

/** The catalogue's routes (exposed as `catalog/routes`). Loaders run on the server and in the browser with the `api` of `appContext`. */
const routes: RemoteRouteObject[] = [
  lazyRoute(
    'catalog.home',
    paths.home.path,
    { layout: 'default', title: T.home },
    () => import('../app/routes/home-page.tsx'),
    () => import('../features/home/api/load-home.ts').then((m) => m.loadHome),
  ),
  lazyRoute(
    'catalog.category',
    paths.category.path,
    { layout: 'default', title: T.category },
    () => import('../app/routes/category-page.tsx'),
    () => import('../features/category/api/load-category.ts').then((m) => m.loadCategory),
  ),
  lazyRoute(
    'catalog.item',
    paths.item.path,
    { layout: 'default', title: T.item },
    () => import('../app/routes/item-page.tsx'),
    () => import('../features/item/api/load-item.ts').then((m) => m.loadItem),
  ),
  lazyRoute(
    'catalog.events',
    paths.events.path,
    { layout: 'default', title: T.events },
    () => import('../app/routes/events-page.tsx'),
    () => import('../features/event/api/load-events.ts').then((m) => m.loadEvents),
  ),
  lazyRoute(
    'catalog.event',
    paths.event.path,
    { layout: 'default', title: T.event },
    () => import('../app/routes/event-page.tsx'),
    () => import('../features/event/api/load-event.ts').then((m) => m.loadEvent),
  ),
  lazyRoute(
    'catalog.popup',
    paths.popup.path,
    { layout: 'popup', title: T.popup },
    () => import('../app/routes/popup-page.tsx'),
    () => import('../features/popup/api/load-popup.ts').then((m) => m.loadPopup),
  ),
  lazyRoute(
    'catalog.display-new',
    paths.displayNew.path,
    { layout: 'default', title: T.displayNew },
    () => import('../app/routes/display-new-page.tsx'),
    () => import('../features/display/api/load-display-new.ts').then((m) => m.loadDisplayNew),
  ),
  lazyRoute(
    'catalog.display-md',
    paths.displayMd.path,
    { layout: 'default', title: T.displayMd },
    () => import('../app/routes/display-md-page.tsx'),
    () => import('../features/display/api/load-display-md.ts').then((m) => m.loadDisplayMd),
  ),
  lazyRoute(
    'catalog.display-best',
    paths.displayBest.path,
    { layout: 'default', title: T.displayBest },
    () => import('../app/routes/display-best-page.tsx'),
    () => import('../features/display/api/load-display-best.ts').then((m) => m.loadDisplayBest),
  ),
  lazyRoute(
    'catalog.display-review',
    paths.displayReview.path,
    { layout: 'default', title: T.displayReview },
    () => import('../app/routes/display-review-page.tsx'),
    () => import('../features/display/api/load-display-review.ts').then((m) => m.loadDisplayReview),
  ),
  lazyRoute(
    'catalog.display-timedeal',
    paths.displayTimedeal.path,
    { layout: 'default', title: T.displayTimedeal },
    () => import('../app/routes/display-timedeal-page.tsx'),
    () => import('../features/timedeal/api/load-timedeal.ts').then((m) => m.loadTimedeal),
  ),
  lazyRoute(
    'catalog.brands',
    paths.brands.path,
    { layout: 'default', title: T.brands },
    () => import('../app/routes/brands-page.tsx'),
    () => import('../features/brand/api/load-brands.ts').then((m) => m.loadBrands),
  ),
  lazyRoute(
    'catalog.brand',
    paths.brand.path,
    { layout: 'default', title: T.brands },
    () => import('../app/routes/brand-page.tsx'),
    () => import('../features/brand/api/load-brand.ts').then((m) => m.loadBrand),
  ),
  lazyRoute(
    'catalog.seller',
    paths.seller.path,
    { layout: 'default', title: T.seller },
    () => import('../app/routes/seller-page.tsx'),
    () => import('../features/seller/api/load-seller.ts').then((m) => m.loadSeller),
  ),
  lazyRoute(
    'catalog.search',
    paths.search.path,
    { layout: 'default', title: T.search },
    () => import('../app/routes/search-page.tsx'),
    () => import('../features/search/api/load-search.ts').then((m) => m.loadSearch),
  ),
];

export default routes;
