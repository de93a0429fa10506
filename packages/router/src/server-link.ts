import { createElement, forwardRef, useContext, type ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router';

type LinkProps = ComponentProps<typeof RouterLink>;
type NavLinkProps = ComponentProps<typeof RouterNavLink>;

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

/** A pathname the URL parser keeps as it is (what react-router's server `encodeLocation` would otherwise encode). */
const URL_SAFE_PATHNAME = /^[\w\-.~!$&'()*+,;=:@%/]*$/;

/** The pathname of a plain path (`isPlainPath`): before any `?` or `#`. */
function pathnameOf(to: string): string {
  const end = to.search(/[?#]/);
  return end === -1 ? to : to.slice(0, end);
}

/**
 * The server's `<NavLink>`: react-router's active-link rules (`aria-current`, `className` and `style` as values or
 * functions of `{ isActive, isPending, isTransitioning }`, `end`, `caseSensitive`) for an absolute in-site path,
 * rendered through `ServerLink`, without resolving the path against the matched routes. A server render has no
 * navigation in progress, so `isPending` and `isTransitioning` are false. Anything else takes react-router's
 * `<NavLink>`. Server renders only, like `ServerLink`; `server-link.test.ts` renders both for the same props.
 */
export const ServerNavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(props, ref) {
  const { basename } = useContext(NavigationContext);
  const location = useLocation();
  const { 'aria-current': ariaCurrentProp = 'page', caseSensitive = false, className: classNameProp = '', end = false, style: styleProp, to, viewTransition, children, ...rest } = props;
  const plain = SERVER_RENDER && basename === '/' && !rest.prefetch && !rest.relative && !rest.reloadDocument && !viewTransition && isPlainPath(to) && URL_SAFE_PATHNAME.test(pathnameOf(to));
  if (!plain) return createElement(RouterNavLink, { ...props, ref });
  let toPathname = pathnameOf(to);
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    toPathname = toPathname.toLowerCase();
    locationPathname = locationPathname.toLowerCase();
  }
  const endSlashPosition = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive = locationPathname === toPathname || (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === '/');
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className = typeof classNameProp === 'function' ? classNameProp(renderProps) : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
  return createElement(
    ServerLink,
    { ...rest, 'aria-current': isActive ? ariaCurrentProp : undefined, className, ref, style, to },
    typeof children === 'function' ? children(renderProps) : children,
  );
});
ServerNavLink.displayName = 'NavLink';
