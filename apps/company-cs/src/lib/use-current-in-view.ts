import { useEffect, useRef } from 'react';
import { useLocation } from '@shop/router';

/**
 * For a row of links that scrolls sideways on a phone: scrolls the row (never the page) so that the current link
 * (`aria-current="page"`) is in view, after hydration and on every navigation.
 */
export function useCurrentInView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = ref.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const left = current.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    if (left < row.scrollLeft || left + current.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, left - 16);
  }, [pathname]);
  return ref;
}
