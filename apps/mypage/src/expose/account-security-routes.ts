import type { RemoteRouteObject } from '@shop/router';
import { loadCloseAccount } from '../features/account-security/api/load-close-account.ts';
import { loadSnsConnections } from '../features/account-security/api/load-sns-connections.ts';
import { accountSecurityMessages } from '../messages/account-security.ko.ts';

const T = accountSecurityMessages.titles;

/** The account-security pages of the member area (issue 16): password change, closing, social connections. */
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
    loader: loadCloseAccount,
    lazy: { Component: async () => (await import('../app/routes/close-account.tsx')).default },
  },
  {
    id: 'mypage.snsConnections',
    path: '/account/sns-connections',
    handle: { layout: 'mypage', guard: 'auth', title: T.snsConnections },
    loader: loadSnsConnections,
    lazy: { Component: async () => (await import('../app/routes/sns-connections.tsx')).default },
  },
];
