import routes from './routes.ts';

describe('auth routes', () => {
  it('exposes /auth/login on the default layout without a guard', () => {
    expect(routes.map((route) => [route.id, route.path, route.handle])).toEqual([['auth.login', '/auth/login', { layout: 'default', title: '로그인' }]]);
    expect(typeof routes[0]?.loader).toBe('function');
  });
});
