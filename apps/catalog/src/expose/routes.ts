import type { RemoteRouteObject } from '@shop/router';
import { loadBrand } from '../features/brand/api/load-brand.ts';
import { loadBrands } from '../features/brand/api/load-brands.ts';
import { loadDisplayBest } from '../features/display/api/load-display-best.ts';
import { loadDisplayMd } from '../features/display/api/load-display-md.ts';
import { loadDisplayNew } from '../features/display/api/load-display-new.ts';
import { loadDisplayReview } from '../features/display/api/load-display-review.ts';
import { loadSearch } from '../features/search/api/load-search.ts';
import { loadTimedeal } from '../features/timedeal/api/load-timedeal.ts';
import { loadCategory } from '../features/category/api/load-category.ts';
import { loadHome } from '../features/home/api/load-home.ts';
import { loadItem } from '../features/item/api/load-item.ts';
import { loadEvent, loadEvents, loadPopup } from '../features/event/api/load-events.ts';
import { paths } from '../config/paths.ts';
import { CATALOG_MESSAGES } from '../messages/ko.ts';
import { CATALOG_EVENT_MESSAGES } from '../messages/event.ko.ts';
import { SHOWCASE_MESSAGES } from '../messages/showcase.ko.ts';

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
  {
    id: 'catalog.events',
    path: paths.events.path,
    handle: { layout: 'default', title: CATALOG_EVENT_MESSAGES.titles.events },
    loader: loadEvents,
    get lazy() {
      return { Component: async () => (await import('../app/routes/events-page.tsx')).default };
    },
  },
  {
    id: 'catalog.event',
    path: paths.event.path,
    handle: { layout: 'default', title: CATALOG_EVENT_MESSAGES.titles.event },
    loader: loadEvent,
    get lazy() {
      return { Component: async () => (await import('../app/routes/event-page.tsx')).default };
    },
  },
  {
    id: 'catalog.popup',
    path: paths.popup.path,
    handle: { layout: 'popup', title: CATALOG_EVENT_MESSAGES.titles.popup },
    loader: loadPopup,
    get lazy() {
      return { Component: async () => (await import('../app/routes/popup-page.tsx')).default };
    },
  },
  {
    id: 'catalog.display-new',
    path: paths.displayNew.path,
    handle: { layout: 'default', title: SHOWCASE_MESSAGES.titles.displayNew },
    loader: loadDisplayNew,
    get lazy() {
      return { Component: async () => (await import('../app/routes/display-new-page.tsx')).default };
    },
  },
  {
    id: 'catalog.display-md',
    path: paths.displayMd.path,
    handle: { layout: 'default', title: SHOWCASE_MESSAGES.titles.displayMd },
    loader: loadDisplayMd,
    get lazy() {
      return { Component: async () => (await import('../app/routes/display-md-page.tsx')).default };
    },
  },
  {
    id: 'catalog.display-best',
    path: paths.displayBest.path,
    handle: { layout: 'default', title: SHOWCASE_MESSAGES.titles.displayBest },
    loader: loadDisplayBest,
    get lazy() {
      return { Component: async () => (await import('../app/routes/display-best-page.tsx')).default };
    },
  },
  {
    id: 'catalog.display-review',
    path: paths.displayReview.path,
    handle: { layout: 'default', title: SHOWCASE_MESSAGES.titles.displayReview },
    loader: loadDisplayReview,
    get lazy() {
      return { Component: async () => (await import('../app/routes/display-review-page.tsx')).default };
    },
  },
  {
    id: 'catalog.display-timedeal',
    path: paths.displayTimedeal.path,
    handle: { layout: 'default', title: SHOWCASE_MESSAGES.titles.displayTimedeal },
    loader: loadTimedeal,
    get lazy() {
      return { Component: async () => (await import('../app/routes/display-timedeal-page.tsx')).default };
    },
  },
  {
    id: 'catalog.brands',
    path: paths.brands.path,
    handle: { layout: 'default', title: SHOWCASE_MESSAGES.titles.brands },
    loader: loadBrands,
    get lazy() {
      return { Component: async () => (await import('../app/routes/brands-page.tsx')).default };
    },
  },
  {
    id: 'catalog.brand',
    path: paths.brand.path,
    handle: { layout: 'default', title: SHOWCASE_MESSAGES.titles.brands },
    loader: loadBrand,
    get lazy() {
      return { Component: async () => (await import('../app/routes/brand-page.tsx')).default };
    },
  },
  {
    id: 'catalog.search',
    path: paths.search.path,
    handle: { layout: 'default', title: SHOWCASE_MESSAGES.titles.search },
    loader: loadSearch,
    get lazy() {
      return { Component: async () => (await import('../app/routes/search-page.tsx')).default };
    },
  },
];

export default routes;
