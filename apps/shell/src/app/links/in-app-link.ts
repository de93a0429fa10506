/**
 * Marks a plain `<a href>` of the shell's chrome (header, footer, category menu) whose click the chrome's one
 * delegated handler turns into an in-place navigation, as react-router's `<Link>` does, without a `<Link>` per
 * anchor resolving its path at every render.
 */
export const APP_LINK = { 'data-nav': '' } as const;
export const APP_LINK_SELECTOR = 'a[data-nav]';

/** What of a click decides whether the app follows it itself (a subset of a DOM or React mouse event). */
export type LinkClick = { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean; defaultPrevented: boolean };
/** The anchor clicked: its resolved `href` and its `target` and `download` attributes. */
export type LinkAnchor = { href: string; target: string; hasAttribute(name: string): boolean };
/** Where the page is now. */
export type Here = { origin: string; pathname: string; search: string; hash: string };

/**
 * The in-app navigation a click on a marked link stands for, or null when the browser follows the link itself:
 * react-router's `<Link>` rules (main button, no modifier key, no other target, not already handled), plus
 * same-origin only. `replace` when the link leads where the page already is, as `<Link>` decides.
 * @example inAppNavigation(click, { href: 'https://shop.test/cart', target: '', hasAttribute: () => false }, here) // { to: '/cart', replace: false }
 */
export function inAppNavigation(click: LinkClick, anchor: LinkAnchor, here: Here): { to: string; replace: boolean } | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  const to = url.pathname + url.search + url.hash;
  return { to, replace: to === here.pathname + here.search + here.hash };
}
