import { expect, scrollToSection, test, waitForHydration } from '../../fixtures/index.ts';

test.describe('Home', () => {
  test('every section is present, from the API', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: '메인 비주얼' })).toBeVisible();
    for (const title of ['갓 들어온 신상품', '찐 혜택 타임세일', '핫해핫해~ 베스트상품', '관심 집중 브랜드', '취향 단박에 캐치', '써 본 사람들의 진짜 리뷰', '눈여겨볼 만한 기획전']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const reviews = (await (await request.get('/api/display/main-reviews')).json()) as { list: { content: string }[] };
    await expect(page.getByText(reviews.list[0]!.content).first()).toBeVisible();
    await waitForHydration(page);
    // The sections below the first screen come alive when the visitor scrolls to them (lazy hydration).
    const timeSale = page.getByRole('region', { name: '찐 혜택 타임세일' });
    await scrollToSection(timeSale);
    const timer = timeSale.getByRole('timer').first();
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3000 });

    const md = page.getByRole('region', { name: '취향 단박에 캐치' });
    await scrollToSection(md);
    const tabs = md.getByRole('tab');
    const second = (await tabs.nth(1).textContent()) ?? '';
    await tabs.nth(1).click();
    await expect(md.getByRole('list', { name: `${second} 추천 상품` })).toBeVisible();
  });

  test('the top banner closes for a day and is not fetched again', async ({ page, context }) => {
    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: '상단 배너' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: '상단 배너 닫기' }).click();
    await expect(banner).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === 'TOP_BANNER_COOKIE');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    await page.reload();
    await expect(page.getByRole('region', { name: '상단 배너' })).toHaveCount(0);
  });

  test('robots.txt and sitemap.xml come from the catalogue', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/items/P1001</loc>');
    expect(sitemap).toContain('/brands/1</loc>');
    expect(sitemap).toMatch(/\/categories\/[a-z-]+<\/loc>/);
    expect(sitemap).toMatch(/\/events\/\d+<\/loc>/);
  });
});
