import { isGuardName, redirect, type GuardName, type RemoteRouteObject } from '@shop/router';
import { isGuestSession, isLoggedIn, type SessionState } from '@shop/session';
import { REFRESH_MEMBER_PATH, statusRedirectFor } from '../config/status-redirects.ts';

const hasToken = (s: SessionState) => isLoggedIn(s) || isGuestSession(s);

/** Login page URL that brings the visitor back to `url` (a URL or a router location) afterwards. */
export function loginRedirectTarget(url: { pathname: string; search: string }): string {
  return `/auth/login?redirect=${encodeURIComponent(url.pathname + url.search)}`;
}

/** Where a signed-in member who opens a guest order page goes (my page's order list, mypage remote). */
export const MEMBER_ORDERS_PATH = '/mypage/orders';

/** What each named guard demands; null lets the visitor in, otherwise the redirect target. */
const GUARDS: Record<GuardName, (session: SessionState, url: URL) => string | null> = {
  auth: (s, url) => (isLoggedIn(s) ? null : loginRedirectTarget(url)),
  'auth-business': (s, url) => {
    if (!isLoggedIn(s)) return loginRedirectTarget(url);
    // The session's copy may predate an approval: the shell reads the member again, then decides (business or apply).
    return s.user?.loginType === 'ROLE_BUSINESS' ? null : `${REFRESH_MEMBER_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`;
  },
  // A signed-in member has no guest orders: the login page would send them straight back here (a redirect loop), so
  // they go to their own order list instead.
  'auth-guest': (s, url) => (isGuestSession(s) ? null : isLoggedIn(s) ? MEMBER_ORDERS_PATH : loginRedirectTarget(url)),
};

/**
 * Checks a route's guard name when the route is attached: an unknown name is a programming error
 * in the remote and must fail loudly instead of leaving the page open.
 */
export function assertKnownGuard(route: Pick<RemoteRouteObject, 'id' | 'handle'>): void {
  const guard: unknown = route.handle.guard;
  if (guard !== undefined && !isGuardName(guard)) {
    throw new Error(`Route "${route.id}" uses unknown guard "${String(guard)}" (known: auth, auth-business, auth-guest)`);
  }
}

/**
 * Runs the global route guard (account status redirects) and the route's named guard before its loader,
 * so no unauthenticated API call is ever made. Redirects are thrown as react-router responses.
 */
export function checkAccess(session: SessionState, guard: GuardName | undefined, url: URL): void {
  const statusTarget = statusRedirectFor(url.pathname, hasToken(session), session.status);
  if (statusTarget) throw redirect(statusTarget);
  if (guard) {
    const target = GUARDS[guard](session, url);
    if (target) throw redirect(target);
  }
}
