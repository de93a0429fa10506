import { use, useEffect, type ReactNode } from 'react';

let pending: Promise<void> | null = null;
/** A page area is waiting on `pending`: it marks the page live once it has hydrated. */
let waiting = false;

/** `#app[data-hydrated]`: the whole page is live (tests and tools wait for it). */
function markHydrated(): void {
  document.getElementById('app')?.setAttribute('data-hydrated', 'true');
}

/**
 * Makes the first hydration of what `HydrateLater` wraps wait for `ready` (the browser start calls this before
 * hydrating, with a promise that settles in a later task). The page area then hydrates in a task of its own,
 * after the header and footer, instead of all of it in one long task. Servers, tests and later renders never wait.
 */
export function deferFirstHydration(ready: Promise<void>): void {
  pending = ready.then(() => {
    pending = null;
    // No page area waited (a page of the shell's own): the first hydration is already complete.
    if (!waiting) markHydrated();
  });
}

/** Called once the shell has hydrated: marks the page live now, unless a deferred page area still has to. */
export function shellHydrated(): void {
  if (!pending && !waiting) markHydrated();
}

/** Its children, rendered once `deferFirstHydration`'s promise settled; the server's HTML stays until then. */
export function HydrateLater({ children }: { children: ReactNode }) {
  if (pending) {
    waiting = true;
    use(pending);
  }
  useEffect(() => {
    if (!waiting) return;
    waiting = false;
    markHydrated();
  }, []);
  return children;
}
