import routes from './routes.ts';

/** The my page pages built here (other account pages are added by their own team). */
const MINE = [
  '/mypage', '/mypage/orders', '/mypage/orders/:id', '/mypage/orders/claims', '/mypage/benefits/points', '/mypage/benefits/coupons',
  '/mypage/activity/reviews', '/mypage/activity/recents', '/mypage/activity/inquiries', '/mypage/activity/wishlist', '/account/grade',
  '/account/profile', '/account/addresses', '/guest/orders', '/guest/orders/:id',
];

describe('mypage routes', () => {
  it('exposes /mypage behind the auth guard on the mypage layout', () => {
    const home = routes.find((r) => r.id === 'mypage.home');
    expect(home?.path).toBe('/mypage');
    expect(home?.handle).toEqual({ layout: 'mypage', guard: 'auth', title: '마이페이지' });
    expect(typeof home?.loader).toBe('function');
  });

  it('guards every member page with auth on the mypage layout, and guest orders with auth-guest on the default layout', () => {
    const mine = routes.filter((r) => MINE.includes(r.path ?? ''));
    expect(mine).toHaveLength(MINE.length);
    for (const route of mine) {
      const guest = route.path?.startsWith('/guest/') ?? false;
      expect([route.path, route.handle.guard, route.handle.layout]).toEqual([route.path, guest ? 'auth-guest' : 'auth', guest ? 'default' : 'mypage']);
      expect(route.handle.title).toMatch(/[가-힣]/);
    }
    const ids = routes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
