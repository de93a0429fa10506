import { createElement, type ComponentProps, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, NavLink as RouterNavLink, createStaticHandler, createStaticRouter, StaticRouterProvider, Outlet } from 'react-router';
import { isPlainPath, ServerLink, ServerNavLink } from './server-link.ts';

type LinkProps = ComponentProps<typeof RouterLink>;
type NavLinkProps = ComponentProps<typeof RouterNavLink>;

/** Renders `link` inside a static data router at `url`, in a child route, as the shell's SSR does. */
async function renderAt(url: string, link: () => ReactNode, basename?: string): Promise<string> {
  const routes = [{ id: 'root', path: '/', element: createElement(Outlet), children: [{ id: 'page', path: 'mypage/orders/:id', element: createElement(() => link()) }] }];
  const handler = createStaticHandler(routes, { basename });
  const context = await handler.query(new Request(`http://shop.test${basename && basename !== '/' ? basename : ''}${url}`));
  if (context instanceof Response) throw new Error(`unexpected redirect ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
}

const CASES: LinkProps[] = [
  { to: '/' },
  { to: '/mypage' },
  { to: '/categories/1001' },
  { to: '/search?keyword=가방&page=2' },
  { to: '/items/12#reviews' },
  { to: '/a/b/' },
  { to: '/a//b' },
  { to: '/a#b?c' },
  { to: '/display/best', className: 'menu-link', 'aria-current': 'page', title: '베스트' },
  { to: '/items/3', target: '_blank', rel: 'noopener' },
  { to: '/mypage', discover: 'none' },
  { to: '/cart', replace: true, state: { from: 'header' }, preventScrollReset: true },
  // Not plain: these go through react-router's resolution and must still match.
  { to: '../claims' },
  { to: 'detail' },
  { to: '.' },
  { to: '/a/./b' },
  { to: '/a/../b' },
  { to: '/x?' },
  { to: '/x#' },
  { to: '//evil.example/x' },
  { to: 'https://example.com/a' },
  { to: { pathname: '/items/5', search: '?tab=qna' } },
  { to: '/items/5', relative: 'path' },
  { to: '/items/5', reloadDocument: true },
];

describe('ServerLink', () => {
  it.each(CASES.map((props) => [JSON.stringify(props), props] as const))('renders what react-router renders for %s', async (_name, props) => {
    const ours = await renderAt('/mypage/orders/7', () => createElement(ServerLink, props, '보기'));
    const theirs = await renderAt('/mypage/orders/7', () => createElement(RouterLink, props, '보기'));
    expect(ours).toBe(theirs);
    expect(ours).toContain('보기</a>');
  });

  it('renders what react-router renders under a basename', async () => {
    for (const props of [{ to: '/mypage' }, { to: '/search?keyword=a' }] satisfies LinkProps[]) {
      const ours = await renderAt('/mypage/orders/7', () => createElement(ServerLink, props, 'x'), '/shop');
      const theirs = await renderAt('/mypage/orders/7', () => createElement(RouterLink, props, 'x'), '/shop');
      expect(ours).toBe(theirs);
      expect(ours).toContain('href="/shop/');
    }
  });

  it('takes the short way only for absolute in-site paths react-router would keep as they are', () => {
    expect(['/', '/mypage', '/search?keyword=x', '/items/1#r', '/a/b/'].every(isPlainPath)).toBe(true);
    expect(['', 'mypage', './a', '../a', '/a/./b', '/a/..', '/x?', '/x#', '//host', '/\\host', '/a//b', 42, { pathname: '/' }].some(isPlainPath)).toBe(false);
  });
});

const NAV_CASES: NavLinkProps[] = [
  { to: '/mypage' },
  { to: '/mypage', end: true },
  { to: '/mypage/orders/7', end: true },
  { to: '/mypage/orders/7/' },
  { to: '/mypage/' },
  { to: '/mypage/ord' },
  { to: '/MYPAGE/Orders' },
  { to: '/MYPAGE/Orders', caseSensitive: true },
  { to: '/' },
  { to: '/', end: true },
  { to: '/mypage/orders?status=all#top' },
  { to: '/cart', className: 'lnb' },
  { to: '/mypage', className: 'lnb' },
  { to: '/mypage', 'aria-current': 'true' },
  { to: '/mypage', className: ({ isActive }) => (isActive ? 'lnb is-active' : 'lnb'), end: true },
  { to: '/mypage', className: ({ isActive }) => (isActive ? 'lnb is-active' : 'lnb') },
  { to: '/mypage', style: ({ isActive }) => ({ fontWeight: isActive ? 700 : 400 }) },
  { to: '/mypage', style: { color: 'red' } },
  { to: '/mypage', children: ({ isActive }) => (isActive ? '지금' : '보기') },
  { to: '/mypage', discover: 'none', title: '마이페이지' },
  // Not plain: react-router's NavLink renders these.
  { to: '/검색/결과' },
  { to: '/a b' },
  { to: '../claims' },
  { to: { pathname: '/mypage' } },
  { to: '/mypage', viewTransition: true },
  { to: '/mypage', reloadDocument: true },
];

describe('ServerNavLink', () => {
  it.each(NAV_CASES.map((props) => [JSON.stringify(props, (_k, v: unknown) => (typeof v === 'function' ? 'fn' : v)), props] as const))('renders what react-router renders for %s', async (_name, props) => {
    const withText = { ...props, children: props.children ?? '보기' };
    const ours = await renderAt('/mypage/orders/7', () => createElement(ServerNavLink, withText));
    const theirs = await renderAt('/mypage/orders/7', () => createElement(RouterNavLink, withText));
    expect(ours).toBe(theirs);
    expect(ours).toMatch(/(보기|지금)<\/a>/);
  });

  it('marks the current page and its sections as react-router does', async () => {
    const html = await renderAt('/mypage/orders/7', () => createElement(ServerNavLink, { to: '/mypage' }, '마이'));
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('class="active"');
  });
});
