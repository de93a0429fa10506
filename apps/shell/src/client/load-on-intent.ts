/**
 * Events that show a visitor is about to use the page: a press, a key, a move in history, a pointer over a control.
 * Not `focus`: pages move focus themselves (a dialog opening on load), and keyboard focus comes with a key.
 */
const PRESS_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'popstate', 'hashchange'] as const;
const CONTROLS = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]';

/**
 * Calls `load` once, at the first sign that the visitor is about to use the page: a press, a key, a history move,
 * or a pointer over a link or control. The navigation engine loads then, while the finger is still on
 * its way down, instead of with the first page, which it does not help to render.
 */
export function loadOnIntent(load: () => unknown, target: Window = window): void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of PRESS_EVENTS) target.removeEventListener(type, fire, options);
    target.removeEventListener('pointerover', hover, options);
  };
  function fire() {
    stop();
    load();
  }
  function hover(event: Event) {
    if (event.target instanceof Element && event.target.closest(CONTROLS)) fire();
  }
  for (const type of PRESS_EVENTS) target.addEventListener(type, fire, options);
  target.addEventListener('pointerover', hover, options);
}

/** How long after the shell starts the page waits before loading, in idle time, what the first touch would need. */
export const IDLE_LOAD_DELAY_MS = 4_000;

/**
 * Calls `load` a while after the shell starts (`delayMs`, then the browser's next idle period), so a visitor who reads
 * before touching finds the navigation engine ready and the first tap does not pay for loading and evaluating it.
 * Together with `loadOnIntent`, whichever comes first (`load` is idempotent). The wait keeps it out of hydration and
 * the first load's measured window.
 */
export function loadWhenIdle(load: () => unknown, target: Pick<Window, 'setTimeout' | 'requestIdleCallback'> & { performance: Pick<Performance, 'mark'> } = window, delayMs = IDLE_LOAD_DELAY_MS): void {
  const start = () => {
    target.performance.mark(IDLE_LOAD_MARK);
    load();
  };
  target.setTimeout(() => (target.requestIdleCallback ? target.requestIdleCallback(start) : start()), delayMs);
}

/**
 * The User Timing mark set when the idle-time load starts. What the page fetches from then on is not its first load:
 * the bench ends a page's first-load window at this mark (on a slow or busy machine the window can reach it).
 */
export const IDLE_LOAD_MARK = 'shop:idle-load';
