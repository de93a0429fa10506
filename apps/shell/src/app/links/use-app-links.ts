import type { MouseEvent } from 'react';
import { useNavigate } from '@shop/router';
import { APP_LINK_SELECTOR, inAppPath, isSamePlace } from './in-app-link.ts';

/**
 * The click handler for an area of the chrome holding plain links marked `APP_LINK`: a click on one of them
 * navigates in place through the router (across remotes, as `<Link>` does; the deferred router loads its engine
 * first), any other click is left alone. Keyboard activation (Enter) is a click, so it is handled the same way.
 */
export function useAppLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    // A click's target is always an element (text is not an event target); marked anchors are the chrome's own.
    const anchor = (event.target as Element).closest<HTMLAnchorElement>(APP_LINK_SELECTOR);
    const to = anchor && inAppPath(event, anchor, window.location);
    if (!to) return;
    event.preventDefault();
    void navigate(to, { replace: isSamePlace(to, window.location) });
  };
}
