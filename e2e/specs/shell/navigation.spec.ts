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

  test('the top menu links internal targets with a leading slash', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: '카테고리' }).getByRole('link', { name: '신상품' })).toHaveAttribute('href', '/display/new');
  });
});
