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
