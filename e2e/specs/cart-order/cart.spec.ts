import { expect, test, waitForHydration } from '../../fixtures/index.ts';

test.describe('Cart', () => {
  test('an empty cart says so, and an added item shows in its seller group with totals', async ({ page, catalog }) => {
    await page.goto('/cart');
    await waitForHydration(page);
    await expect(page.getByText('장바구니에 담긴 상품이 없습니다.')).toBeVisible();

    const { items } = await catalog.populatedCategory();
    const detail = await page.request.get(`/api/item/${items[0]!.itemUserCode}`);
    const { item } = (await detail.json()) as { item: { itemId: number; itemName: string; itemOptionFlag: string; sellerName: string; orderMinQuantity: number } };
    const add = await page.request.post('/api/cart/add', { data: { arrayRequiredItems: [`${item.itemId}||${Math.max(1, item.orderMinQuantity || 1)}||`] } });
    expect(add.ok(), await add.text()).toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(item.itemName).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`${item.sellerName}\\(\\d+\\)`)).first()).toBeVisible();
    await expect(page.getByText('최종 결제금액').first()).toBeVisible();
  });
});
