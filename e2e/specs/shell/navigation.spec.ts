import { expect, isSameDocument, markWindow, test, waitForHydration } from '../../fixtures/index.ts';

test.describe('Navigation across remotes', () => {
  test('goes from a catalogue page to the cart and to company pages without a full reload', async ({ page, catalog }) => {
    const { category } = await catalog.populatedCategory();
    await page.goto(`/categories/${category.url}`);
    await waitForHydration(page);
    await markWindow(page);

    await page.getByRole('link', { name: /장바구니 상품 \d+개/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: '회사소개' }).click();
    await expect(page).toHaveURL(/\/company\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
    await expect(page).toHaveURL(/\/terms\/terms-of-service$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('from another remote\'s page, the logo opens the home page in place (the catalog\'s routes are loaded on the way)', async ({ page }) => {
    await page.goto('/company/about');
    await waitForHydration(page);
    await markWindow(page);
    await page.getByRole('banner').locator('a.shell-logo').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a category of the category menu opens in place, and the history goes back to where the shopper was', async ({ page, catalog }) => {
    const { category } = await catalog.populatedCategory();
    await page.goto('/company/about');
    await waitForHydration(page);
    await markWindow(page);
    await page.locator('summary', { hasText: '전체 카테고리' }).click();
    const link = page.locator(`.shell-catmenu__panel a[href="/categories/${category.url}"]`).first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/categories/${category.url}$`));
    await expect(page.locator(`main a[href^="/items/"]`).first()).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/company\/about$/);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('the top menu links internal targets with a leading slash', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: '카테고리' }).getByRole('link', { name: '신상품' })).toHaveAttribute('href', '/display/new');
  });

  test('hydration adopts the server HTML: what was painted first stays on the page, live, and its links navigate in place', async ({ page, catalog }) => {
    const { category, items } = await catalog.populatedCategory();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { __e2eServerNodes: Array.from(document.querySelectorAll('header a, main a, main img, footer')) });
      });
    });
    await page.goto(`/categories/${category.url}`);
    await waitForHydration(page);
    const kept = await page.evaluate(() => {
      const nodes = (window as unknown as { __e2eServerNodes: Element[] }).__e2eServerNodes;
      return { count: nodes.length, detached: nodes.filter((n) => !document.contains(n)).length };
    });
    expect(kept.count).toBeGreaterThan(20);
    expect(kept.detached).toBe(0);

    await markWindow(page);
    await page.locator(`main a[href="/items/${items[0]!.itemUserCode}"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`/items/${items[0]!.itemUserCode}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });
});
