import { Suspense, useEffect, type ReactNode } from 'react';

// React hydrates the root first and each Suspense boundary when it can (time-sliced, and sooner where the
// shopper interacts). `#app[data-hydrated]`, which tests and tools wait for, is set once the root and every area
// of the first page have committed.
const expected = new Set<string>();
const live = new Set<string>();
let done = false;

function markIfLive(): void {
  if (done || !live.has('root') || [...expected].some((area) => !live.has(area))) return;
  done = true;
  document.getElementById('app')?.setAttribute('data-hydrated', 'true');
}

function Live({ name }: { name: string }) {
  useEffect(() => {
    live.add(name);
    markIfLive();
  }, [name]);
  return null;
}

/**
 * A part of the page (header, page area, footer) in a Suspense boundary of its own: React hydrates it separately,
 * and a part that fails on the server streams `fallback` and is retried in the browser.
 */
export function HydrationArea({ name, fallback = null, children }: { name: string; fallback?: ReactNode; children: ReactNode }) {
  // Render runs before any commit, so the root's effect already knows every area of the first page.
  if (!done && typeof document !== 'undefined') expected.add(name);
  return (
    <Suspense fallback={fallback}>
      {children}
      <Live name={name} />
    </Suspense>
  );
}

/** Called by the root route: the shell itself is hydrated; the page is live once its areas are too. */
export function useRootHydrated(): void {
  useEffect(() => {
    live.add('root');
    markIfLive();
  }, []);
}
