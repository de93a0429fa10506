import type { RemoteRouteObject } from '@shop/router';
import { cartLoader } from '../features/cart/cart-loader.ts';
import { messages } from '../messages/ko.ts';

/** Routes of the cart-order remote (exposed as `./routes`). */
const routes: RemoteRouteObject[] = [
  {
    id: 'cart.cart',
    path: '/cart',
    handle: { layout: 'default', title: messages.titles.cart },
    loader: cartLoader,
    lazy: {
      Component: async () => (await import('../app/routes/cart.tsx')).default,
      action: async () => (await import('../features/cart/cart-action.ts')).cartAction,
    },
  },
];

export default routes;
