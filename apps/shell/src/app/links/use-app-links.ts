import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from '@shop/router';
import { APP_LINK_SELECTOR, inAppNavigation } from './in-app-link.ts';

/**
 * The click handler for an area of the chrome holding plain links marked `APP_LINK`: a click on one of them
 * navigates in place through the router (across remotes, as `<Link>` does; the deferred router loads its engine
 * first), any other click is left alone. Keyboard activation (Enter) is a click, so it is handled the same way.
 */
export function useAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  // The router's location, as <Link> compares with it (window.location is the same in the browser's router).
  const location = useLocation();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(APP_LINK_SELECTOR) : null;
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const next = inAppNavigation(event, anchor, { origin: window.location.origin, pathname: location.pathname, search: location.search, hash: location.hash });
      if (!next) return;
      event.preventDefault();
      void navigate(next.to, { replace: next.replace });
    },
    [navigate, location],
  );
}
