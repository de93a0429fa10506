import { createElement, type ComponentProps, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, createStaticHandler, createStaticRouter, StaticRouterProvider, Outlet } from 'react-router';
import { isPlainPath, ServerLink } from './server-link.ts';

type LinkProps = ComponentProps<typeof RouterLink>;

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
