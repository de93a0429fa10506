import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';

// CSP with a per-render nonce, no framing, referrer policy and nosniff everywhere, forwarded headers only
// from trusted proxies. Every other spec runs under the same CSP: a blocked script or style is a console error there.
test.describe('security headers', () => {
  test('a page carries a strict CSP whose nonce is on every inline script, and still hydrates', async ({ page }) => {
    const res = await page.goto('/');
    const csp = res?.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce"); // scripts: no unsafe-inline
    expect(/script-src [^;]*'unsafe-(inline|eval)'/.test(csp)).toBe(false);
    const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(inline.length).toBeGreaterThan(0);
    expect(inline.every((n) => n === nonce)).toBe(true);
    await waitForHydration(page);
    const second = (await page.request.get('/cart')).headers()['content-security-policy'];
    expect(/'nonce-([^']+)'/.exec(second ?? '')?.[1]).not.toBe(nonce);
  });

  test('every kind of response says nosniff, DENY framing and the referrer policy', async ({ request }) => {
    for (const path of ['/', '/api/category', '/_mf/catalog/client/mf-manifest.json', '/healthz', '/no/such/page', '/robots.txt']) {
      const headers = (await request.get(path)).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    }
  });

  test('a logged-in cart page does not load in another site\'s frame', async ({ page, context, baseURL }) => {
    const login = await page.request.post('/session/login', { data: { loginId: DEMO_MEMBER.loginId, password: DEMO_MEMBER.password }, headers: { origin: baseURL ?? '' } });
    expect(((await login.json()) as { ok: boolean }).ok).toBe(true);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: '장바구니', level: 1 })).toBeVisible();
    // Another site (its own tab: the browser's refusal is logged there, not in the shop's page) frames the cart.
    const other = await context.newPage();
    await other.route('http://other-site.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>other</title><iframe title="cart" src="${baseURL}/cart"></iframe>` }));
    await other.goto('http://other-site.test/');
    // Chromium replaces a refused frame with its error page.
    await expect.poll(() => other.frames().find((f) => f !== other.mainFrame())?.url()).toMatch(/^chrome-error:/);
    await other.close();
  });

  test('every cookie the shell sets, on every page and at sign-in and sign-out, is HttpOnly, SameSite=Lax and Path=/', async ({ playwright, baseURL }) => {
    // A first-time visitor on several kinds of page, then a sign-in, a member's pages and a sign-out.
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    const seen: { where: string; cookie: string }[] = [];
    const collect = (where: string, res: { headersArray(): { name: string; value: string }[] }) =>
      seen.push(...res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => ({ where, cookie: h.value })));
    for (const path of ['/', '/search?query=셔츠', '/cart', '/company/about', '/auth/login', '/no/such/page']) collect(path, await visitor.get(path));
    const login = await visitor.post('/session/login', { data: { loginId: DEMO_MEMBER.loginId, password: DEMO_MEMBER.password } });
    expect(((await login.json()) as { ok: boolean }).ok).toBe(true);
    collect('/session/login', login);
    for (const path of ['/mypage', '/cart']) collect(path, await visitor.get(path));
    collect('/session/logout', await visitor.post('/session/logout', { headers: { accept: 'application/json' }, maxRedirects: 0 }));
    const names = new Set(seen.map((s) => s.cookie.split('=')[0]));
    for (const name of ['SALESONID', 'shop_token', 'shop_status', 'shop_user']) expect(names, name).toContain(name);
    for (const { where, cookie } of seen) {
      const flags = cookie.split(';').slice(1).map((f) => f.trim().toLowerCase());
      expect(flags, `${where}: ${cookie.split('=')[0]}`).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
      // Plain HTTP here (COOKIE_SECURE unset): Secure would make the browser drop them (secure-cookies.spec.ts has HTTPS settings).
      expect(flags, `${where}: ${cookie.split('=')[0]}`).not.toContain('secure');
    }
    await visitor.dispose();
  });

  test('forwarded host and proto from an untrusted peer do not change canonical URLs', async ({ request, baseURL }) => {
    const html = await (await request.get('/', { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } })).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(canonical.startsWith(baseURL ?? 'http://localhost')).toBe(true);
    expect(html).not.toContain('evil.example');
  });
});
