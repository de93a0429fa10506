import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';

// Issue 19: CSP with a per-render nonce, no framing, referrer policy and nosniff everywhere, forwarded headers only
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

  test('forwarded host and proto from an untrusted peer do not change canonical URLs', async ({ request, baseURL }) => {
    const html = await (await request.get('/', { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } })).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(canonical.startsWith(baseURL ?? 'http://localhost')).toBe(true);
    expect(html).not.toContain('evil.example');
  });
});
