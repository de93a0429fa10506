import type { RemoteRouteObject } from '@shop/router';
import { loadLogin } from '../features/login/api/load-login.ts';
import { messages } from '../messages/ko.ts';

/** Routes of the auth remote (exposed as `./routes`). */
const routes: RemoteRouteObject[] = [
  {
    id: 'auth.login',
    path: '/auth/login',
    handle: { layout: 'default', title: messages.titles.login },
    loader: loadLogin,
    lazy: { Component: async () => (await import('../app/routes/login.tsx')).default },
  },
];

export default routes;
