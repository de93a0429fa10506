import routes from './routes.ts';

describe('mypage routes', () => {
  it('exposes /mypage behind the auth guard on the mypage layout', () => {
    expect(routes.filter((route) => route.path === '/mypage')).toHaveLength(1);
    const [home] = routes;
    expect(home?.id).toBe('mypage.home');
    expect(home?.path).toBe('/mypage');
    expect(home?.handle).toEqual({ layout: 'mypage', guard: 'auth', title: '마이페이지' });
    expect(typeof home?.loader).toBe('function');
  });
});
