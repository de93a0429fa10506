/** Paths of the auth pages (spec section 2). Links and redirects use `getHref` only. */
const to = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: to('/'),
  login: {
    path: '/auth/login',
    getHref: (redirectTo?: string) => (redirectTo ? `/auth/login?redirect=${encodeURIComponent(redirectTo)}` : '/auth/login'),
  },
  findId: to('/auth/find-id'),
  findPassword: to('/auth/find-password'),
  /** Route constant of the origin (spec section 2): the same page as find id. */
  findIdPw: to('/auth/find-idpw'),
  register: to('/auth/register'),
  registrationOptions: to('/auth/registration-options'),
  verifySms: to('/auth/register/verify-sms'),
  registerComplete: to('/auth/register/complete'),
  /** Route constant of the origin: the same page as register complete. */
  joinComplete: to('/auth/join-complete'),
  snsRegister: to('/auth/sns/register'),
  snsStep1: to('/auth/sns/auth-step1'),
  snsStep2: to('/auth/sns/auth-step2'),
  snsCallback: { path: '/auth/sns/:provider-callback', getHref: (provider: string) => `/auth/sns/${provider}-callback` },
  updateExpiredPassword: to('/auth/update-expired-password'),
  updateTemporaryPassword: to('/auth/update-temporary-password'),
  dormantAccount: to('/account/dormant-account'),
  guestOrders: { path: '/guest/orders', getHref: () => '/guest/orders' },
} as const;

/** Query parameter that carries the page to return to after login (set by the shell's guards). */
export const REDIRECT_PARAM = 'redirect';
/** Query flag the shell adds when the session ended on the server (revoked or expired token). */
export const EXPIRED_PARAM = 'expired';

/** The member's coupon wallet (mypage remote), where the welcome pack lands. */
export const COUPON_WALLET_PATH = '/mypage/benefits/coupons';
/** The member's social connections page (mypage remote): where a connect returns to. */
export const SNS_CONNECTIONS_PATH = '/account/sns-connections';
/** The social providers, in the order the buttons show them. */
export const SNS_PROVIDERS = ['kakao', 'naver', 'apple'] as const;
export type SnsProvider = (typeof SNS_PROVIDERS)[number];
