import routes from './routes.ts';

describe('auth routes', () => {
  it('exposes /auth/login on the default layout without a guard', () => {
    expect([routes[0]?.id, routes[0]?.path, routes[0]?.handle]).toEqual(['auth.login', '/auth/login', { layout: 'default', title: '로그인' }]);
    expect(typeof routes[0]?.loader).toBe('function');
  });

  it('exposes every sign-in and joining page, both readings of the origin constants, and the callbacks on the sub layout', () => {
    const byPath = new Map(routes.map((r) => [r.path, r]));
    for (const path of [
      '/auth/find-id', '/auth/find-password', '/auth/find-idpw', '/auth/register', '/auth/registration-options', '/auth/register/verify-sms',
      '/auth/register/complete', '/auth/join-complete', '/auth/sns/register', '/auth/sns/auth-step1', '/auth/sns/auth-step2',
      '/auth/update-temporary-password', '/account/dormant-account',
    ]) expect(byPath.get(path)?.handle.layout).toBe('default');
    for (const provider of ['kakao', 'naver', 'apple']) expect(byPath.get(`/auth/sns/${provider}-callback`)?.handle.layout).toBe('sub');
    expect(byPath.get('/auth/update-expired-password')?.handle.guard).toBe('auth');
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(routes.every((r) => typeof r.lazy === 'object')).toBe(true);
  });
});
