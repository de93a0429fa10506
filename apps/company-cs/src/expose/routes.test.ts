import routes from './routes.ts';

describe('company-cs routes', () => {
  it('exposes the two company pages and the four terms pages with explicit ids on the sub layout', () => {
    expect(routes.map((route) => [route.id, route.path])).toEqual([
      ['cs.company.about', '/company/about'],
      ['cs.company.location', '/company/location'],
      ['cs.terms.service', '/terms/terms-of-service'],
      ['cs.terms.privacy', '/terms/privacy-policy'],
      ['cs.terms.marketing', '/terms/marketing-consent'],
      ['cs.terms.email', '/terms/email-collection-refusal'],
    ]);
    routes.forEach((route) => {
      expect(route.handle.layout).toBe('sub');
      expect(route.handle.guard).toBeUndefined();
      expect(route.handle.title).toBeTruthy();
    });
  });

  it('loads a page component for every route', async () => {
    for (const route of routes) {
      const lazy = route.lazy as { Component: () => Promise<unknown> };
      await expect(lazy.Component()).resolves.toEqual(expect.any(Function));
    }
  });
});
