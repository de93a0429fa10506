import type { RemoteRouteObject } from '@shop/router';
import { loadCategory } from '../features/category/api/load-category.ts';
import { loadHome } from '../features/home/api/load-home.ts';
import { loadItem } from '../features/item/api/load-item.ts';
import { paths } from '../config/paths.ts';
import { CATALOG_MESSAGES } from '../messages/ko.ts';

/**
 * The catalogue's routes (exposed as `catalog/routes`). Loaders run on the server and in the browser with the
 * `api` of `appContext`; pages are lazy chunks.
 *
 * `lazy` is a getter: react-router clears the keys of a `lazy` object in place once loaded, and route objects
 * are shallow-copied into each router, so a shared object would leave later routers (a rebuilt server
 * handler, tests) with no page. Each copy gets its own object instead.
 */
const routes: RemoteRouteObject[] = [
  {
    id: 'catalog.home',
    path: paths.home.path,
    handle: { layout: 'default', title: CATALOG_MESSAGES.titles.home },
    loader: loadHome,
    get lazy() {
      return { Component: async () => (await import('../app/routes/home-page.tsx')).default };
    },
  },
  {
    id: 'catalog.category',
    path: paths.category.path,
    handle: { layout: 'default', title: CATALOG_MESSAGES.titles.category },
    loader: loadCategory,
    get lazy() {
      return { Component: async () => (await import('../app/routes/category-page.tsx')).default };
    },
  },
  {
    id: 'catalog.item',
    path: paths.item.path,
    handle: { layout: 'default', title: CATALOG_MESSAGES.titles.item },
    loader: loadItem,
    get lazy() {
      return { Component: async () => (await import('../app/routes/item-page.tsx')).default };
    },
  },
];

export default routes;
