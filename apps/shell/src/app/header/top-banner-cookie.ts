import { parseCookieHeader } from '@shop/session';

/** Cookie set when a visitor closes the top banner; while it exists no banner is fetched (spec section 4). */
export const TOP_BANNER_COOKIE = 'TOP_BANNER_COOKIE';
/** Lifetime of the close cookie: one day (spec section 9). */
export const TOP_BANNER_COOKIE_MAX_AGE = 24 * 60 * 60;

/**
 * Whether a `Cookie` header (or `document.cookie`) holds the close cookie.
 * @example hasTopBannerCookie('a=1; TOP_BANNER_COOKIE=Y') // true
 */
export function hasTopBannerCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return Boolean(parseCookieHeader(cookieHeader)[TOP_BANNER_COOKIE]);
}

/** The `document.cookie` assignment that closes the banner for one day on the whole site. */
export function topBannerCloseCookie(secure: boolean): string {
  return `${TOP_BANNER_COOKIE}=Y; Max-Age=${TOP_BANNER_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
