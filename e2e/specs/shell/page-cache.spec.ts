import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';

const visitorIdOf = (res: APIResponse) => /(?:^|\n)SALESONID=([^;]+)/.exec(res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value).join('\n'))?.[1];

/** A public page twice from two first-time visitors: the second answer is the kept copy. */
async function twoNewVisitors(newContext: () => Promise<APIRequestContext>, path: string): Promise<[APIResponse, APIResponse]> {
  const a = await newContext();
  const b = await newContext();
  const first = await a.get(path);
  const second = await b.get(path);
  return [first, second];
}

test.describe('Page cache for visitors without a session', () => {
  test('a public page is rendered once and served to the next visitors, each with their own new visitor id', async ({ playwright, baseURL, catalog }) => {
    const { category } = await catalog.populatedCategory();
    // A query of its own: a key no earlier test has filled.
    const path = `/categories/${category.url}?e2e=${Date.now()}`;
    const [first, second] = await twoNewVisitors(() => playwright.request.newContext({ baseURL }), path);
    expect([first.status(), second.status()]).toEqual([200, 200]);
    expect(first.headers()['x-shop-cache']).toBe('miss');
    expect(second.headers()['x-shop-cache']).toBe('hit');
    const ids = [visitorIdOf(first), visitorIdOf(second)];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
    const html = await second.text();
    for (const id of ids) expect(html).not.toContain(id);
  });

  test('each copy of a kept page goes out with a script nonce of its own, matching its own CSP header, and hydrates', async ({ playwright, baseURL, catalog, page }) => {
    const { category } = await catalog.populatedCategory();
    const path = `/categories/${category.url}?e2e-nonce=${Date.now()}`;
    const nonces: string[] = [];
    // The browser's user agent and its popup cookies, so that every request below shares one cache key (the device
    // and the cookies that change a render are part of it).
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const cookie = (await page.context().cookies(baseURL)).map((c) => `${c.name}=${c.value}`).join('; ');
    const fetchCopy = async (expected: string, encoding: string) => {
      const visitor = await playwright.request.newContext({ baseURL, userAgent });
      const res = await visitor.get(path, { headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } });
      expect(res.headers()['x-shop-cache']).toBe(expected);
      const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const inBody = [...(await res.text()).matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(inBody.length).toBeGreaterThan(0);
      expect(new Set(inBody)).toEqual(new Set([nonce]));
      nonces.push(nonce);
    };
    await fetchCopy('miss', 'gzip');
    // In the browser a kept copy runs its scripts under its own policy: no refusal, and it hydrates.
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
    });
    const res = await page.goto(path);
    expect(res?.headers()['x-shop-cache']).toBe('hit');
    // Gzipped and plain copies alike (a browser asks for gzip; the plain body is the page cache's other one).
    await fetchCopy('hit', 'gzip');
    await fetchCopy('hit', 'identity');
    await fetchCopy('hit', 'gzip');
    expect(new Set(nonces).size).toBe(nonces.length);
    await waitForHydration(page);
    expect(refused).toEqual([]);
  });

  test('a logged-in visitor never gets the copy, and the copy never shows a member', async ({ playwright, baseURL, catalog }) => {
    const { category } = await catalog.populatedCategory();
    const path = `/categories/${category.url}?e2e=${Date.now()}`;
    const anonymous = await playwright.request.newContext({ baseURL });
    expect((await anonymous.get(path)).headers()['x-shop-cache']).toBe('miss');
    expect((await anonymous.get(path)).headers()['x-shop-cache']).toBe('hit');

    const member = await playwright.request.newContext({ baseURL });
    const login = await member.post('/session/login', { headers: { origin: baseURL! }, data: { loginId: DEMO_MEMBER.loginId, password: DEMO_MEMBER.password } });
    expect((await login.json()).ok).toBe(true);
    const page = await member.get(path);
    expect(page.headers()['x-shop-cache']).toBe('bypass');
    expect(await page.text()).toContain(`${DEMO_MEMBER.name}님`);

    // Whether the copy is still fresh depends on how long the login took; either way it shows no member.
    const after = await anonymous.get(path);
    expect(['hit', 'stale', 'miss']).toContain(after.headers()['x-shop-cache']);
    expect(await after.text()).not.toContain(DEMO_MEMBER.name);
  });

  test('personal pages are never kept', async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    for (const path of ['/cart', '/cart', '/auth/login']) expect((await visitor.get(path)).headers()['x-shop-cache']).toBe('bypass');
  });

  test("the header shows the visitor's own cart count on a kept page, without moving anything", async ({ page, playwright, baseURL, catalog }) => {
    const { items } = await catalog.populatedCategory();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { __shifts: shifts });
    });
    const home = `/?e2e=${Date.now()}`;
    await page.goto(home);
    await waitForHydration(page);
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    const detail = await page.request.get(`/api/item/${items[0]!.itemUserCode}`);
    const { item } = (await detail.json()) as { item: { itemId: number; orderMinQuantity: number } };
    const quantity = Math.max(1, item.orderMinQuantity || 1);
    expect((await page.request.post('/api/cart/add', { data: { arrayRequiredItems: [`${item.itemId}||${quantity}||`] } })).ok()).toBe(true);

    // Another visitor with the same popup choices (the cookies the server render reads) has just been served the page.
    const popupCookies = (await page.context().cookies()).filter((c) => c.name.startsWith('MAIN_POPUP_')).map((c) => `${c.name}=${c.value}`).join('; ');
    await (await playwright.request.newContext({ baseURL })).get(home, { headers: popupCookies ? { cookie: popupCookies } : {} });
    const res = await page.reload();
    expect(res?.headers()['x-shop-cache']).toBe('hit');
    expect(await res?.text()).not.toContain('data-testid="cart-count"');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-count')).toHaveText(String(quantity));
    await expect(page.getByRole('link', { name: `장바구니 상품 ${quantity}개` })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0))).toBe(0);
  });
});
