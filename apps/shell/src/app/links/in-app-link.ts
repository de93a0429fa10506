/**
 * Marks a plain `<a href>` of the shell's chrome (header, footer, category menu) whose click the chrome's one
 * delegated handler turns into an in-place navigation, as react-router's `<Link>` does, without a `<Link>` per
 * anchor resolving its path at every render.
 */
export const APP_LINK = { 'data-nav': '' } as const;
export const APP_LINK_SELECTOR = 'a[data-nav]';

/** What of a click decides whether the app follows it itself (a subset of a DOM or React mouse event). */
export type LinkClick = { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; defaultPrevented: boolean };
/** The anchor clicked: the parts of its resolved `href` (an `HTMLAnchorElement` has them) and its target. */
export type LinkAnchor = { origin: string; pathname: string; search: string; hash: string; target: string };
/** Where the page is: `window.location`, which the browser's router keeps equal to its own location. */
export type Here = { origin: string; pathname: string; search: string; hash: string };

/**
 * The in-app path a click on a marked link navigates to, or null when the browser follows the link itself:
 * react-router's `<Link>` rules (main button, no modifier key, no other target, not already handled), plus
 * same-origin only.
 * @example inAppPath(click, anchorOf('https://shop.test/cart?x=1'), window.location) // '/cart?x=1'
 */
export function inAppPath(click: LinkClick, anchor: LinkAnchor, here: Here): string | null {
  return click.defaultPrevented || click.button || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey || (anchor.target && anchor.target !== '_self') || anchor.origin !== here.origin
    ? null
    : anchor.pathname + anchor.search + anchor.hash;
}

/** `<Link>` replaces the history entry when it leads where the page already is. */
export const isSamePlace = (to: string, here: Here): boolean => to === here.pathname + here.search + here.hash;
