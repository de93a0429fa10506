import { loginRedirectTarget } from '../guards.ts';

/**
 * The header's 로그인 link: the login page coming back to the page the visitor is on (its path and query; the login
 * page honours same-site paths only). Pages of the sign-in area itself, and the home page, need no way back.
 */
export function loginHref(location: { pathname: string; search: string }): string {
  return /^\/(auth(\/|$)|$)/.test(location.pathname) ? '/auth/login' : loginRedirectTarget(location);
}
