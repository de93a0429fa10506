import routes from './routes.ts';

describe('company-cs routes', () => {
  it('exposes every company, customer-service, terms and business page with explicit ids, layouts and guards', () => {
    const table = Object.fromEntries(routes.map((route) => [route.path, [route.id, route.handle.layout, route.handle.guard ?? null]]));
    for (const key of ['about', 'brand', 'place', 'union', 'history', 'business', 'location', 'certification']) {
      expect(table[`/company/${key}`]).toEqual([`cs.company.${key}`, 'sub', null]);
    }
    expect(table['/customer/inquiries']).toEqual(['cs.customer.inquiries', 'sub', 'auth']);
    expect(table['/business']).toEqual(['cs.business', 'default', 'auth-business']);
    expect(table['/business/apply']).toEqual(['cs.businessApply', 'default', 'auth']);
    for (const path of ['/open-info', '/maintenance', '/app/permission']) expect(table[path]?.[1]).toBe('sub');
    for (const path of ['/_guide', '/test/dayjs', '/test/utils']) expect(table[path]?.[1]).toBe('default');
    for (const path of ['/customer/faqs', '/customer/notices', '/customer/partnership', '/terms/terms-of-service', '/terms/privacy-policy', '/terms/marketing-consent', '/terms/email-collection-refusal']) {
      expect(table[path]).toBeDefined();
    }
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    routes.forEach((route) => expect(route.handle.title).toBeTruthy());
  });

  it('keeps the developer pages (/_guide, /test/dayjs, /test/utils) out of search engines, and only them', () => {
    const noindex = routes.filter((route) => route.handle.noindex === true).map((route) => route.path);
    expect(noindex.sort()).toEqual(['/_guide', '/test/dayjs', '/test/utils']);
  });

  it('loads a page component for every route', async () => {
    for (const route of routes) {
      const lazy = route.lazy as { Component: () => Promise<unknown> };
      await expect(lazy.Component()).resolves.toEqual(expect.any(Function));
    }
  });
});
