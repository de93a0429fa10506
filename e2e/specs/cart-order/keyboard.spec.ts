import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { expectVisibleFocus, tabTo } from '../../fixtures/keyboard.ts';

test.describe('Keyboard in the cart', () => {
  test('line checkboxes toggle with Space and the quantity changes with Enter, each with a visible focus', async ({ page, catalog }) => {
    await page.goto('/cart');
    const { items } = await catalog.populatedCategory();
    const { item } = (await (await page.request.get(`/api/item/${items[0]!.itemUserCode}`)).json()) as { item: { itemId: number; itemName: string; itemOptionFlag: string; orderMinQuantity: number } };
    const add = await page.request.post('/api/cart/add', { data: { arrayRequiredItems: [`${item.itemId}||${Math.max(1, item.orderMinQuantity || 1)}||`] } });
    expect(add.ok(), await add.text()).toBe(true);

    await page.goto('/cart');
    await waitForHydration(page);
    const line = page.getByRole('checkbox', { name: `${item.itemName} 선택` });
    await tabTo(page, line, 80);
    await expectVisibleFocus(line);
    await expect(line).toBeChecked();
    await page.keyboard.press('Space');
    await expect(line).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(line).toBeChecked();

    const quantity = page.getByRole('spinbutton', { name: `${item.itemName} 수량` });
    const before = Number(await quantity.inputValue());
    const increase = page.getByRole('button', { name: '수량 더하기' }).first();
    await tabTo(page, increase);
    await expectVisibleFocus(increase);
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue(String(before + 1));
    const apply = page.getByRole('button', { name: `${item.itemName} 수량 변경` });
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
  });
});
