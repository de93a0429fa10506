import type { LoaderFunctionArgs, RemoteRouteObject } from '@shop/router';
import { loadCart } from '../features/cart/api/load-cart.ts';
import { messages } from '../messages/ko.ts';

type Loader = (args: LoaderFunctionArgs) => unknown;

/** A loader fetched with its page: the order pages' loaders stay out of the routes chunk every page loads. */
const lazyLoader = (load: () => Promise<Loader>) => async (args: LoaderFunctionArgs) => (await load())(args);

/** Routes of the cart-order remote (exposed as `./routes`); only the titles' copy is loaded with it, each page's copy comes with its page. */
const routes: RemoteRouteObject[] = [
  {
    id: 'cart.cart',
    path: '/cart',
    handle: { layout: 'default', title: messages.titles.cart },
    loader: loadCart,
    lazy: {
      Component: async () => (await import('../app/routes/cart.tsx')).default,
      action: async () => (await import('../features/cart/api/cart-action.ts')).cartAction,
    },
  },
  {
    id: 'cart.checkout',
    path: '/order/checkout',
    handle: { layout: 'default', title: messages.titles.checkout },
    loader: lazyLoader(() => import('../features/checkout/api/load-checkout.ts').then((m) => m.loadCheckout)),
    lazy: { Component: async () => (await import('../app/routes/checkout.tsx')).default },
  },
  {
    id: 'cart.complete',
    path: '/order/complete',
    handle: { layout: 'default', title: messages.titles.complete },
    loader: lazyLoader(() => import('../features/order-complete/api/load-complete.ts').then((m) => m.loadComplete)),
    lazy: { Component: async () => (await import('../app/routes/complete.tsx')).default },
  },
  {
    id: 'cart.guestAgreement',
    path: '/order/guest-agreement',
    handle: { layout: 'default', title: messages.titles.guestAgreement },
    loader: lazyLoader(() => import('../features/guest-agreement/api/load-guest-agreement.ts').then((m) => m.loadGuestAgreement)),
    lazy: { Component: async () => (await import('../app/routes/guest-agreement.tsx')).default },
  },
];

export default routes;
