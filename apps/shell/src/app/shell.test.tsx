import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest, ApiTransport } from '@shop/api-client';
import type { RemoteRouteObject } from '@shop/router';
import { attachRemoteRoutes, createRouteTree } from './route-tree.tsx';
import { renderRoutes } from '../testing/render-route.tsx';

const CATEGORIES = [{ categoryId: 1, code: 'C1', url: 'fashion', name: '패션의류', link: '/categories/fashion', depth: 1, parentCategoryId: null, childCategories: [] }];
const MENU = [
  { index: 1, name: '신상품', target: 'display/new', isExternalLink: false },
  { index: 2, name: '브랜드 블로그', target: 'https://blog.example.com', isExternalLink: true },
];

const fakeApi: ApiTransport = (async (req: ApiRequest) => {
  if (req.path === '/api/category') return { list: CATEGORIES, updatedDate: '20261121000000' };
  if (req.path === '/api/common/gnb-list') return { list: MENU };
  if (req.path === '/api/cart/count') return { totalQuantity: 3 };
  throw new Error(`unexpected ${req.path}`);
}) as ApiTransport;

const page = (id: string, path: string, text: string, extra: Partial<RemoteRouteObject> = {}): RemoteRouteObject => ({
  id,
  path,
  handle: { layout: 'default' },
  loader: async () => ({ text }),
  Component: () => <h1>{text}</h1>,
  ...extra,
});

describe('shell routes', () => {
  it('renders a remote page inside the default layout with header and footer', async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    renderRoutes(tree, { path: '/', api: fakeApi });
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '신상품' })).toHaveAttribute('href', '/display/new');
    expect(screen.getByRole('link', { name: '브랜드 블로그' })).toHaveAttribute('href', 'https://blog.example.com');
    expect(screen.getByRole('link', { name: '패션의류' })).toHaveAttribute('href', '/categories/fashion');
    expect(screen.getByText('사업자등록번호: 214-86-12341')).toBeInTheDocument();
  });

  it('shows the 404 screen for an unknown path, and "메인으로" leaves it for "/"', async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    const { router } = renderRoutes(tree, { path: '/nope', api: fakeApi });
    expect(await screen.findByRole('heading', { name: '요청한 페이지를 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /nope')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '메인으로' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
  });

  it('sends a visitor from a guarded page to the login page with the way back', async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [
      page('test.mypage', '/mypage', '마이페이지', { handle: { layout: 'mypage', guard: 'auth' } }),
      page('test.login', '/auth/login', '로그인 화면'),
    ], 'test');
    const { router } = renderRoutes(tree, { path: '/mypage', api: fakeApi });
    expect(await screen.findByRole('heading', { name: '로그인 화면' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fmypage');
  });

  it('lets a member into a guarded page', async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.mypage', '/mypage', '마이페이지 본문', { handle: { layout: 'mypage', guard: 'auth' } })], 'test');
    renderRoutes(tree, { path: '/mypage', api: fakeApi, session: { token: 't', user: { userId: 1, loginId: 'demo01', name: '김데모', email: 'd@x.kr', loginType: 'ROLE_USER' } } });
    expect(await screen.findByRole('heading', { name: '마이페이지 본문' })).toBeInTheDocument();
    expect(screen.getByText('김데모님')).toBeInTheDocument();
  });

  it('refuses a remote route with an unknown guard name', () => {
    expect(() => attachRemoteRoutes(createRouteTree(), [page('test.x', '/x', 'x', { handle: { layout: 'default', guard: 'admin' as never } })], 'test')).toThrow(/unknown guard "admin"/);
  });
});
