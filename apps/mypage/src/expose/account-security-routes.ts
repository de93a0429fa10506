import type { RemoteRouteObject } from '@shop/router';
import { lazyLoader } from './lazy-loader.ts';
import { ACCOUNT_SECURITY_TITLES as T } from '../messages/titles.ko.ts';


/** The account-security pages of the member area: password change, closing, social connections. */
export const ACCOUNT_SECURITY_ROUTES: RemoteRouteObject[] = [
  {
    id: 'mypage.updatePassword',
    path: '/account/update-password',
    handle: { layout: 'mypage', guard: 'auth', title: T.updatePassword },
    lazy: { Component: async () => (await import('../app/routes/update-password.tsx')).default },
  },
  {
    id: 'mypage.closeAccount',
    path: '/account/close-account',
    handle: { layout: 'mypage', guard: 'auth', title: T.closeAccount },
    loader: lazyLoader(() => import('../features/account-security/api/load-close-account.ts').then((m) => m.loadCloseAccount)),
    lazy: { Component: async () => (await import('../app/routes/close-account.tsx')).default },
  },
  {
    id: 'mypage.snsConnections',
    path: '/account/sns-connections',
    handle: { layout: 'mypage', guard: 'auth', title: T.snsConnections },
    loader: lazyLoader(() => import('../features/account-security/api/load-sns-connections.ts').then((m) => m.loadSnsConnections)),
    lazy: { Component: async () => (await import('../app/routes/sns-connections.tsx')).default },
  },
];
