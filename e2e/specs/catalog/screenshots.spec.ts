import { expect, SCREENSHOT_DIR, test, waitForHydration } from '../../fixtures/index.ts';

test.describe('Screenshots', () => {
  test('home, category, item and cart look like a shop', async ({ page, catalog }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await waitForHydration(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}home.png` });

    const { category, items } = await catalog.populatedCategory();
    await page.goto(`/categories/${category.url}`);
    await waitForHydration(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}category.png` });

    const item = items[0]!;
    await page.goto(`/items/${item.itemUserCode}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: item.itemName })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}item.png` });

    await page.goto('/cart');
    await waitForHydration(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}cart.png` });
  });
});
