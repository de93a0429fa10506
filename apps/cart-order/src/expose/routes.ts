import type { RemoteRouteObject } from '@shop/router';
import { loadCart } from '../features/cart/api/load-cart.ts';
import { loadCheckout } from '../features/checkout/api/load-checkout.ts';
import { loadGuestAgreement } from '../features/guest-agreement/api/load-guest-agreement.ts';
import { loadComplete } from '../features/order-complete/api/load-complete.ts';
import { checkoutMessages } from '../messages/checkout.ko.ts';
import { messages } from '../messages/ko.ts';

/** Routes of the cart-order remote (exposed as `./routes`). */
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
    handle: { layout: 'default', title: checkoutMessages.titles.checkout },
    loader: loadCheckout,
    lazy: { Component: async () => (await import('../app/routes/checkout.tsx')).default },
  },
  {
    id: 'cart.complete',
    path: '/order/complete',
    handle: { layout: 'default', title: checkoutMessages.titles.complete },
    loader: loadComplete,
    lazy: { Component: async () => (await import('../app/routes/complete.tsx')).default },
  },
  {
    id: 'cart.guestAgreement',
    path: '/order/guest-agreement',
    handle: { layout: 'default', title: checkoutMessages.titles.guestAgreement },
    loader: loadGuestAgreement,
    lazy: { Component: async () => (await import('../app/routes/guest-agreement.tsx')).default },
  },
];

export default routes;
