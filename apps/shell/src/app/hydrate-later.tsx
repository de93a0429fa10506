import { use, useEffect, type ReactNode } from 'react';

/** The order in which the page's areas hydrate on a first load, one task each. */
export const HYDRATION_STEPS = { header: 1, page: 2, footer: 3 } as const;

/** `steps[n - 1]`: settles `n` tasks after hydration started; null once settled, and for servers, tests and later renders. */
let steps: (Promise<void> | null)[] = [];
/** Steps of areas still waiting to hydrate: the page is live once none is left. */
const waiting = new Set<number>();

/** Sets `#app[data-hydrated]` (tests and tools wait for it) once every step settled and no area still waits. */
function markIfLive(): void {
  if (waiting.size === 0 && steps.every((s) => s === null)) document.getElementById('app')?.setAttribute('data-hydrated', 'true');
}

/**
 * Spreads the first hydration over tasks: an area wrapped in `HydrateLater step={n}` hydrates after `pause` has
 * ended the task `n` times (the browser start calls this before hydrating). Preact, the browser's runtime in release
 * builds, hydrates synchronously, so without this the whole page is one long task. Servers, tests and later renders
 * never wait.
 */
export function deferFirstHydration(pause: () => Promise<void>, count: number = Object.keys(HYDRATION_STEPS).length): void {
  let previous: Promise<void> = Promise.resolve();
  steps = Array.from({ length: count }, (_, i) => {
    const step = previous.then(pause).then(() => {
      steps[i] = null;
      // After the last step, a page with no waiting area (one of the shell's own) is already complete.
      markIfLive();
    });
    previous = step;
    return step;
  });
}

/** Called once the shell has hydrated: marks the page live now, unless deferred areas still have to hydrate. */
export function shellHydrated(): void {
  markIfLive();
}

/** Its children, hydrated once step `step` of `deferFirstHydration` settled; the server's HTML stays until then. */
export function HydrateLater({ step, children }: { step: number; children: ReactNode }) {
  const pending = steps[step - 1];
  if (pending) {
    waiting.add(step);
    use(pending);
  }
  useEffect(() => {
    if (waiting.delete(step)) markIfLive();
  }, [step]);
  return children;
}
