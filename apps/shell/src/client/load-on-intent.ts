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

/** How long after the load event the page waits before loading in idle time what the first touch would need. */
export const IDLE_LOAD_DELAY_MS = 3_000;

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & { document: Pick<Document, 'readyState'>; requestIdleCallback?: Window['requestIdleCallback'] };

/**
 * Calls `load` once the page has loaded and then been left alone a while (`delayMs`, then the browser's next idle
 * period, at most 2 s later), so a visitor who reads before touching finds the navigation engine ready and the first
 * tap does not pay for loading and evaluating it. Together with `loadOnIntent`, whichever comes first; `load` must be
 * idempotent. The wait keeps this work out of the first load's measured window (hydration, first input).
 */
export function loadWhenIdle(load: () => unknown, target: IdleWindow = window, delayMs = IDLE_LOAD_DELAY_MS): void {
  const idle = () => (target.requestIdleCallback ? target.requestIdleCallback(() => void load(), { timeout: 2_000 }) : load());
  const start = () => void target.setTimeout(idle, delayMs);
  if (target.document.readyState === 'complete') start();
  else target.addEventListener('load', start, { once: true });
}
