import { createElement, forwardRef, useContext, type ComponentProps } from 'react';
import { Link as RouterLink, UNSAFE_NavigationContext as NavigationContext } from 'react-router';

type LinkProps = ComponentProps<typeof RouterLink>;

/**
 * A real server render: no DOM. Tests that hydrate and click in jsdom load this entry too (they need the static
 * handler), and there the links must be react-router's, with their click handlers.
 */
const SERVER_RENDER = typeof document === 'undefined';

/**
 * An absolute in-site path that react-router's `<Link>` would write back unchanged: a leading single slash, no
 * backslash, no empty, `.` or `..` segment, and no bare `?` or `#` (react-router drops those). Anything else takes the
 * full `<Link>`.
 */
export function isPlainPath(to: unknown): to is string {
  if (typeof to !== 'string' || to[0] !== '/' || to[1] === '/' || to.includes('\\')) return false;
  const hash = to.indexOf('#');
  const beforeHash = hash === -1 ? to : to.slice(0, hash);
  const query = beforeHash.indexOf('?');
  const pathname = query === -1 ? beforeHash : beforeHash.slice(0, query);
  if (to.endsWith('?') || to.endsWith('#') || (query !== -1 && query === beforeHash.length - 1)) return false;
  return !pathname.includes('//') && !/(^|\/)\.\.?(\/|$)/.test(pathname);
}

/**
 * The server's `<Link>`: the same `<a>` react-router's `<Link>` renders on the server, without resolving the path
 * against the matched routes when it is already an absolute in-site path (`isPlainPath`). Server renders only: the
 * browser entry keeps react-router's `<Link>`, which hydrates this markup and handles the clicks. A header, a footer
 * and a category menu hold about a hundred links, and react-router's resolution of each was a tenth of the shell's
 * CPU on a member page (docs/performance.md). `server-link.test.tsx` renders both for the same props.
 */
export const ServerLink = forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  const { basename } = useContext(NavigationContext);
  const { to, discover = 'render', prefetch = 'none', relative, reloadDocument, replace, mask, state, target, preventScrollReset, viewTransition, defaultShouldRevalidate, onClick, ...rest } = props;
  const plain = SERVER_RENDER && basename === '/' && prefetch === 'none' && !relative && !reloadDocument && !mask && isPlainPath(to);
  if (!plain) return createElement(RouterLink, { ...props, ref });
  void replace;
  void state;
  void preventScrollReset;
  void viewTransition;
  void defaultShouldRevalidate;
  void onClick;
  return createElement('a', { ...rest, href: to, target, 'data-discover': discover === 'render' ? 'true' : undefined });
});
ServerLink.displayName = 'Link';
