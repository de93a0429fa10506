import type { RemoteRouteObject } from '@shop/router';
import { loadMypageHome } from '../features/home/api/load-mypage-home.ts';
import { messages } from '../messages/ko.ts';
import { ACCOUNT_SECURITY_ROUTES } from './account-security-routes.ts';

/** Routes of the mypage remote (exposed as `./routes`). */
const routes: RemoteRouteObject[] = [
  {
    id: 'mypage.home',
    path: '/mypage',
    handle: { layout: 'mypage', guard: 'auth', title: messages.titles.home },
    loader: loadMypageHome,
    lazy: { Component: async () => (await import('../app/routes/mypage-home.tsx')).default },
  },
  ...ACCOUNT_SECURITY_ROUTES,
];

export default routes;
