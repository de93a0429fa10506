import type { RemoteRouteObject } from '@shop/router';
import { loadCart } from '../features/cart/api/load-cart.ts';
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
];

export default routes;
