import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback that keeps its identity across renders and always calls the latest `fn`: what a memoised child needs
 * so that an update elsewhere on the page does not re-render it. Call it from event handlers, never during render.
 */
export function useStableCallback<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
