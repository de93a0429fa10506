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

    for (const line of items.slice(0, 3)) {
      const detail = (await (await page.request.get(`/api/item/${line.itemUserCode}`)).json()) as { item: { itemId: number; itemOptionFlag: string; orderMinQuantity: number } };
      if (detail.item.itemOptionFlag === 'Y') continue;
      await page.request.post('/api/cart/add', { data: { arrayRequiredItems: [`${detail.item.itemId}||${Math.max(1, detail.item.orderMinQuantity || 1)}||`] } });
    }
    await page.goto('/cart');
    await waitForHydration(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}cart.png` });
  });
});
