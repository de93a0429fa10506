/**
 * The global route guard's tables (spec section 2), in one place.
 * Account status → where the member is sent; exempt paths never redirect.
 */
export const STATUS_REDIRECTS: Readonly<Record<string, string>> = {
  SLEEP_USER: '/account/dormant-account',
  PASSWORD_EXPIRED: '/auth/update-expired-password',
  TEMP_PASSWORD: '/auth/update-temporary-password',
};

export const GUARD_EXEMPT_PATHS: readonly string[] = [
  '/user/modify',
  '/user/my-info-edit',
  '/auth/update-temporary-password',
  '/auth/update-expired-password',
  '/account/dormant-account',
  '/auth/login',
];

/** Where an account with `status` must go before seeing `pathname`, or null to let it through. */
export function statusRedirectFor(pathname: string, hasToken: boolean, status: string | null | undefined): string | null {
  if (!hasToken || !status || GUARD_EXEMPT_PATHS.includes(pathname)) return null;
  const target = STATUS_REDIRECTS[status];
  return target && target !== pathname ? target : null;
}

/** Where a member who is not (yet) a business member is sent from the business area: its application page. */
export const BUSINESS_APPLY_PATH = '/business/apply';

/** The shell's endpoint that reads the member again before the business area decides (an approval since login). */
export const REFRESH_MEMBER_PATH = '/session/refresh-member';
