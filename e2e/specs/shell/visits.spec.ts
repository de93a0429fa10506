import { expect, isSameDocument, markWindow, test, waitForHydration } from '../../fixtures/index.ts';
import { visitStats } from '../../fixtures/operator.ts';

test.describe('Visit counting (spec section 4, "Visitor")', () => {
  test('a first visit registers one unique visitor and one page view; a client-side navigation one more page view', async ({ page, context, request, catalog }) => {
    const { category } = await catalog.populatedCategory();
    const categoryPath = `/categories/${category.url}`;
    await page.goto(categoryPath);
    await waitForHydration(page);
    const visitor = (await context.cookies()).find((c) => c.name === 'SALESONID');
    // A random UUID laid out as v7: it starts with the millisecond it was minted (within this test's minute).
    expect(visitor?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Math.abs(parseInt(visitor!.value.replace(/-/g, '').slice(0, 12), 16) - Date.now())).toBeLessThan(60_000);
    expect(visitor?.httpOnly).toBe(true);
    // 365 days (spec section 9), give or take the seconds the test took.
    expect(Math.round(((visitor?.expires ?? 0) - Date.now() / 1000) / 86_400)).toBe(365);
    const visitorId = visitor!.value;

    await expect.poll(async () => visitStats(request, visitorId)).toMatchObject({ uniqueVisitors: 1, pageViews: 1, byUri: [{ uri: categoryPath, pageViews: 1 }] });

    await markWindow(page);
    const itemLink = page.locator('main a[href^="/items/"]').first();
    const itemPath = (await itemLink.getAttribute('href'))!;
    await itemLink.click();
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(async () => (await visitStats(request, visitorId)).pageViews).toBe(2);
    const stats = await visitStats(request, visitorId);
    expect(stats.uniqueVisitors).toBe(1);
    expect(stats.byUri.map((r) => r.uri).sort()).toEqual([categoryPath, itemPath].sort());

    // A later full load by the same visitor is one more page view, not one more visitor.
    await page.goto(itemPath);
    await waitForHydration(page);
    await expect.poll(async () => (await visitStats(request, visitorId)).pageViews).toBe(3);
    expect((await visitStats(request, visitorId)).uniqueVisitors).toBe(1);
  });

  test('a page script cannot post views: the shell does not forward its own batch call', async ({ request, baseURL }) => {
    const visitorId = crypto.randomUUID();
    const answer = await request.post('/api/visit/batch', { headers: { origin: baseURL! }, data: { views: [{ visitorId, uri: '/', newVisitor: true }] } });
    expect(answer.status()).toBe(404);
    expect((await answer.json()).code).toBe('NOT_FOUND');
    // Nothing reached the API: the made-up visitor has no views.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await visitStats(request, visitorId)).toMatchObject({ uniqueVisitors: 0, pageViews: 0 });
  });

  test('nor new visitors; a page view call counts only for the visitor of its own cookie, in the shell\'s batches', async ({ request, baseURL }) => {
    const visitorId = crypto.randomUUID();
    for (const path of ['/api/visit/uv', '/api/visit/%75v', '/api/visit/uv/', '/api//visit/./uv']) {
      const answer = await request.post(path, { headers: { origin: baseURL! }, data: { visitorId } });
      expect(answer.status(), path).toBe(404);
      expect((await answer.json()).code, path).toBe('NOT_FOUND');
    }
    // The body names another visitor: the view is the cookie's visitor's, never the named one's.
    const home = await request.get('/');
    expect(home.ok()).toBe(true);
    const own = (await request.storageState()).cookies.find((c) => c.name === 'SALESONID')!.value;
    await expect.poll(async () => (await visitStats(request, own)).pageViews).toBe(1);
    for (const path of ['/api/visit/pv', '/api/visit/%70v/']) {
      const answer = await request.post(path, { headers: { origin: baseURL! }, data: { visitorId, uri: '/display/best' } });
      expect(answer.status(), path).toBe(200);
    }
    await expect.poll(async () => (await visitStats(request, own)).pageViews).toBe(3);
    expect(await visitStats(request, visitorId)).toMatchObject({ uniqueVisitors: 0, pageViews: 0 });
  });
});

