import { screen, within } from '@testing-library/react';
import { cartCountAtom } from '@shop/session';
import routes from '../../expose/routes.ts';
import { fakeApi, renderRoute } from '@shop/testing';

const ME = { loginType: 'ROLE_USER', userId: 7, loginId: 'demo01', name: '김데모', email: 'demo01@example.com', sleepUserFlag: false, tempPasswordFlag: false, expiredPasswordFlag: false };
const DASHBOARD = { userName: '김데모', loginId: 'demo01', email: 'demo01@example.com', cartQuantity: 4, levelName: '일반', point: 0, couponCount: 0, wishlistCount: 2, orderCounts: [], latestOrders: [], wishlists: [] };
const SESSION = { isLoggedIn: true, isGuest: false, status: null, salesonId: 'visitor-1', user: { userId: 7, loginId: 'demo01', name: '김데모', email: 'demo01@example.com', loginType: 'ROLE_USER' } };

describe('MypageHomePage', () => {
  it('greets the member by name and shows the account facts, all from the one dashboard call', async () => {
    const api = fakeApi({ 'GET /api/mypage': () => DASHBOARD });
    await renderRoute(routes, '/mypage', { api, store: { session: SESSION } });

    expect(await screen.findByRole('heading', { level: 1, name: '김데모님 안녕하세요!' })).toBeTruthy();
    expect(screen.getByText('demo01')).toBeTruthy();
    expect(screen.getByText('demo01@example.com')).toBeTruthy();
  });

  it('shows the live cart and wishlist counts with links, and updates the header cart count', async () => {
    const api = fakeApi({ 'GET /api/mypage': () => DASHBOARD });
    const { store } = await renderRoute(routes, '/mypage', { api, store: { session: SESSION } });

    const cart = await screen.findByRole('link', { name: '장바구니 4개' });
    expect(cart.getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: '관심상품 2개' }).getAttribute('href')).toBe('/mypage/activity/wishlist');
    expect(store.get(cartCountAtom)).toBe(4);
  });

  it('keeps the page when the dashboard (and with it the wishlist count) cannot be loaded: the member from auth-me', async () => {
    const api = fakeApi({ 'GET /api/auth/auth-me': () => ME, 'GET /api/cart/count': () => ({ totalQuantity: 1 }) });
    await renderRoute(routes, '/mypage', { api, store: { session: SESSION } });
    expect(await screen.findByText('demo01@example.com')).toBeTruthy();

    const wishlist = await screen.findByRole('link', { name: '관심상품 지금은 불러올 수 없습니다.' });
    expect(wishlist.textContent).toContain('지금은 불러올 수 없습니다.');
    expect(screen.getByRole('link', { name: '장바구니 1개' })).toBeTruthy();
  });

  it('renders the side menu with its three groups and the spec routes', async () => {
    const api = fakeApi({ 'GET /api/auth/auth-me': () => ME, 'GET /api/cart/count': () => ({ totalQuantity: 0 }), 'GET /api/mypage': () => ({ ...DASHBOARD, wishlistCount: 0 }) });
    await renderRoute(routes, '/mypage', { api, store: { session: SESSION } });

    const lnb = await screen.findByRole('navigation', { name: '마이페이지 메뉴' });
    const groups = within(lnb).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['쇼핑정보', '쇼핑혜택', '정보관리']);
    expect(within(lnb).getByRole('link', { name: '주문/배송 조회' }).getAttribute('href')).toBe('/mypage/orders');
    expect(within(lnb).getByRole('link', { name: '포인트' }).getAttribute('href')).toBe('/mypage/benefits/points');
    expect(within(lnb).getByRole('link', { name: 'SNS 연동관리' }).getAttribute('href')).toBe('/account/sns-connections');
    expect(within(lnb).getAllByRole('link')).toHaveLength(14);
  });
});
