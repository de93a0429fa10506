import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { OrderUtil } from '../../fixtures/order-util.ts';

test.describe('바로구매', () => {
  test('goes from the item page straight to the order sheet with that item, the cart left as it was', async ({ page, request }) => {
    const orders = new OrderUtil(page, request);
    const item = await orders.buyableItem(0, 3);
    await page.goto(`/items/${item.itemUserCode}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '바로구매' }).first().click();
    await expect(page).toHaveURL(/\/order\/guest-agreement\?sheet=/);
    await waitForHydration(page);
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '비회원으로 주문하기' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\?sheet=[^&]+&guest=Y/);
    await expect(page.getByRole('region', { name: '주문상품 정보 (1개)' })).toContainText(item.itemName);
    const count = (await (await page.request.get('/api/cart/count')).json()) as { totalQuantity: number };
    expect(count.totalQuantity).toBe(0);
  });
});
