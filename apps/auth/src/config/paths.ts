/** Paths of the auth pages (spec section 2). Links and redirects use `getHref` only. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/auth/login',
    getHref: (redirectTo?: string) => (redirectTo ? `/auth/login?redirect=${encodeURIComponent(redirectTo)}` : '/auth/login'),
  },
  findId: { path: '/auth/find-id', getHref: () => '/auth/find-id' },
  findPassword: { path: '/auth/find-password', getHref: () => '/auth/find-password' },
  register: { path: '/auth/register', getHref: () => '/auth/register' },
  guestOrders: { path: '/guest/orders', getHref: () => '/guest/orders' },
} as const;

/** Query parameter that carries the page to return to after login (set by the shell's guards). */
export const REDIRECT_PARAM = 'redirect';
