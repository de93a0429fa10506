import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiRequest, ApiTransport } from '@shop/api-client';
import type { RemoteRouteObject, RouteObject } from '@shop/router';
import { cartCountAtom, markLoggedIn, sessionAtom, wishlistIdsAtom } from '@shop/session';
import type { SessionState } from '@shop/session';
import type { RootData } from './root-route.tsx';
import { ROOT_ID } from './route-ids.ts';
import { attachRemoteRoutes, createRouteTree, remoteRoutesByLayout } from './route-tree.tsx';
import { renderRoute } from '@shop/testing';

// Loaded CI machines can take more than the default second to render a route.
configure({ asyncUtilTimeout: 5000 });

/** The stored business information the footer shows (GET /api/site/business-info). */
const BUSINESS_INFO = {
  shopName: '세일즈온 스토어', companyName: '세일즈온 스토어 주식회사', representative: '김대표', address: '서울특별시 강남구 테헤란로 123', phone: '1588-0000',
  fax: '02-555-0001', email: 'help@saleson-store.kr', businessNumber: '214-86-12341', businessCheckUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148612341',
  mailOrderNumber: '제2026-서울강남-01234호', privacyOfficer: '이보호', privacyEmail: 'privacy@saleson-store.kr', hostingProvider: '세일즈온 스토어',
  csPhone: '1588-0000', csHours: '평일 09:00 - 18:00',
};

const CATEGORIES = [{ categoryId: 1, code: 'C1', url: 'fashion', name: '패션의류', link: '/categories/fashion', depth: 1, parentCategoryId: null, childCategories: [] }];
const MENU = [
  { index: 1, name: '신상품', target: 'display/new', isExternalLink: false },
  { index: 2, name: '브랜드 블로그', target: 'https://blog.example.com', isExternalLink: true },
];

const MEMBER = { token: 't', user: { userId: 1, loginId: 'demo01', name: '김데모', email: 'd@x.kr', loginType: 'ROLE_USER' } };
const requested: string[] = [];

/** The API the header needs; every call the root loader makes is answered, so a failure would be a real one. */
const fakeApi: ApiTransport = (async (req: ApiRequest) => {
  requested.push(req.path);
  if (req.path === '/api/category') return { list: CATEGORIES, updatedDate: '20261121000000' };
  if (req.path === '/api/common/gnb-list') return { list: MENU };
  if (req.path === '/api/search/info') return { keywords: [{ keyword: '린넨' }], recommend: null };
  if (req.path === '/api/display/top-banner') return { topBanner: [], mobileTopBanner: [] };
  if (req.path === '/api/site/business-info') return BUSINESS_INFO;
  if (req.path === '/api/wishlist/item-ids') return { list: [4, 9] };
  throw new Error(`unexpected ${req.path}`);
}) as ApiTransport;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
/** What the browser's same-origin API answers (the header asks for the cart count after it mounts). */
let browserApi: (path: string) => unknown;

beforeEach(() => {
  requested.length = 0;
  browserApi = (path) => (path === '/api/cart/count' ? { totalQuantity: 3 } : { list: [11] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => json(browserApi(String(input))));
});

const browserCalls = (path: string) => jest.mocked(globalThis.fetch).mock.calls.filter(([input]) => String(input) === path);

afterEach(() => {
  // The shell logs a failing header call; with every call answered, nothing may be logged.
  const logged = [...jest.mocked(console.error).mock.calls];
  jest.restoreAllMocks();
  expect(logged).toEqual([]);
});

const page = (id: string, path: string, text: string, extra: Partial<RemoteRouteObject> = {}): RemoteRouteObject => ({
  id,
  path,
  handle: { layout: 'default' },
  loader: async () => ({ text }),
  Component: () => <h1>{text}</h1>,
  ...extra,
});

const VISITOR: SessionState = { token: null, isGuest: false, status: null, user: null, salesonId: 'visitor-1' };

/** The shell's route tree at `path` through the shared harness, as a visitor unless `session` says otherwise. */
const renderShell = (tree: RouteObject[], path: string, { session, api }: { session?: Partial<SessionState>; api: ApiTransport }) =>
  renderRoute(tree, path, { api, store: { session: { ...VISITOR, ...session } }, catchAll: false });

describe('shell routes', () => {
  it('renders a remote page inside the default layout with header and footer', async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    await renderShell(tree, '/', { api: fakeApi });
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '신상품' })).toHaveAttribute('href', '/display/new');
    expect(screen.getByRole('link', { name: '브랜드 블로그' })).toHaveAttribute('href', 'https://blog.example.com');
    expect(screen.getByRole('link', { name: '패션의류' })).toHaveAttribute('href', '/categories/fashion');
    expect(screen.getByText('사업자등록번호: 214-86-12341')).toBeInTheDocument();
  });

  it('patches a remote loaded later once per layout, and its pages of either layout open', async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    const { router } = await renderShell(tree, '/', { api: fakeApi });
    const later = [page('later.a', '/a', '가 화면'), page('later.b', '/b', '나 화면', { handle: { layout: 'sub' } }), page('later.c', '/c', '다 화면')];
    const groups = remoteRoutesByLayout(later, 'later');
    expect([...groups].map(([layout, routes]) => [layout, routes.map((r) => r.id)])).toEqual([['layout.default', ['later.a', 'later.c']], ['layout.sub', ['later.b']]]);
    act(() => {
      for (const [layout, routes] of groups) router.patchRoutes(layout, routes);
    });
    await act(() => router.navigate('/b'));
    expect(await screen.findByRole('heading', { name: '나 화면' })).toBeInTheDocument();
    await act(() => router.navigate('/c'));
    expect(await screen.findByRole('heading', { name: '다 화면' })).toBeInTheDocument();
  });

  it('shows the 404 screen for an unknown path, and "메인으로" leaves it for "/"', async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    const { router } = await renderShell(tree, '/nope', { api: fakeApi });
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
    const { router } = await renderShell(tree, '/mypage', { api: fakeApi });
    expect(await screen.findByRole('heading', { name: '로그인 화면' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fmypage');
  });

  it('lets a member into a guarded page', async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.mypage', '/mypage', '마이페이지 본문', { handle: { layout: 'mypage', guard: 'auth' } })], 'test');
    await renderShell(tree, '/mypage', { api: fakeApi, session: MEMBER });
    expect(await screen.findByRole('heading', { name: '마이페이지 본문' })).toBeInTheDocument();
    expect(screen.getByText('김데모님')).toBeInTheDocument();
  });

  it("loads a member's wishlist item ids once in the root loader, and none for a visitor", async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    const member = await renderShell(tree, '/', { api: fakeApi, session: MEMBER });
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    expect((member.router.state.loaderData[ROOT_ID] as RootData).wishlistItemIds).toEqual([4, 9]);
    expect(requested.filter((path) => path === '/api/wishlist/item-ids')).toHaveLength(1);
    member.unmount();

    requested.length = 0;
    const visitor = await renderShell(attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test'), '/', { api: fakeApi });
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    expect((visitor.router.state.loaderData[ROOT_ID] as RootData).wishlistItemIds).toEqual([]);
    expect(requested).not.toContain('/api/wishlist/item-ids');
  });

  it('keeps the page when the wishlist ids fail, and logs the failure', async () => {
    const failing = (async (req: ApiRequest) => (req.path === '/api/wishlist/item-ids' ? Promise.reject(new Error('down')) : fakeApi(req))) as ApiTransport;
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    const { router } = await renderShell(tree, '/', { api: failing, session: MEMBER });
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    expect((router.state.loaderData[ROOT_ID] as RootData).wishlistItemIds).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('[shell] wishlist ids failed: API GET /api/wishlist/item-ids request failed');
    jest.mocked(console.error).mockClear();
  });

  it('fetches the wishlist ids after a login without a page load, and clears them at logout', async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    const { store } = await renderShell(tree, '/', { api: fakeApi });
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    expect(browserCalls('/api/wishlist/item-ids')).toHaveLength(0);
    await act(async () => store.set(sessionAtom, (current) => markLoggedIn(current, { user: MEMBER.user, status: null })));
    await waitFor(() => expect(store.get(wishlistIdsAtom).itemIds).toEqual([11]));
    expect(browserCalls('/api/wishlist/item-ids')).toHaveLength(1);
    await act(async () => store.set(sessionAtom, (current) => ({ ...current, loggedIn: false })));
    expect(store.get(wishlistIdsAtom).itemIds).toEqual([]);
  });

  it("shows the visitor's cart count once the browser has asked for it; the root loader never asks", async () => {
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면'), page('test.about', '/about', '소개', { handle: { layout: 'sub' } })], 'test');
    const { router } = await renderShell(tree, '/', { api: fakeApi });
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: '장바구니 상품 3개' })).toHaveAttribute('href', '/cart');
    expect(requested).not.toContain('/api/cart/count');
    // Another layout mounts another header: the tab already knows the count.
    await act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { name: '소개' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(browserCalls('/api/cart/count')).toHaveLength(1);
  });

  it('keeps a count a page set while the first answer was on its way, and follows later changes', async () => {
    let answer: (body: unknown) => void = () => undefined;
    jest.mocked(globalThis.fetch).mockImplementation(() => new Promise((resolve) => (answer = (body) => resolve(json(body)))));
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    const { store } = await renderShell(tree, '/', { api: fakeApi });
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    await waitFor(() => expect(browserCalls('/api/cart/count')).toHaveLength(1));
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '장바구니' })).toBeInTheDocument();
    await act(async () => store.set(cartCountAtom, 5));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
    await act(async () => answer({ totalQuantity: 4 }));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
    await act(async () => store.set(cartCountAtom, 6));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('6');
  });

  it('leaves the badge out when the count cannot be fetched', async () => {
    jest.mocked(globalThis.fetch).mockRejectedValue(new TypeError('offline'));
    const tree = attachRemoteRoutes(createRouteTree(), [page('test.home', '/', '홈 화면')], 'test');
    await renderShell(tree, '/', { api: fakeApi });
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    await waitFor(() => expect(browserCalls('/api/cart/count')).toHaveLength(1));
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('refuses a remote route with an unknown guard name', () => {
    expect(() => attachRemoteRoutes(createRouteTree(), [page('test.x', '/x', 'x', { handle: { layout: 'default', guard: 'admin' as never } })], 'test')).toThrow(/unknown guard "admin"/);
  });
});
