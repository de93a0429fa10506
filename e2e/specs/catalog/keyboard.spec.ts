import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { expectVisibleFocus, tabTo } from '../../fixtures/keyboard.ts';

type Option = { optionName1: string; optionName2: string | null; isSoldOut: boolean };
type Detail = { item: { itemUserCode: string; itemName: string; itemOptionType: string; itemOptionTitle1: string; itemOptions: Option[]; orderMinQuantity: number; orderMaxQuantity: number | null } };
type Card = { itemUserCode: string; itemOptionFlag: string; itemSoldOutFlag: string; itemType: string };

test.describe('Keyboard on the item page', () => {
  test('choose an option, change the quantity and put it in the cart with keys only; the dialog takes and gives back focus', async ({ page, request }) => {
    const list = (await (await request.get('/api/item?orderBy=CREATED_DATE&itemsPerPage=100')).json()) as { content: Card[] };
    let item: Detail['item'] | undefined;
    for (const card of list.content.filter((c) => c.itemOptionFlag === 'Y' && c.itemSoldOutFlag === 'N' && c.itemType === '1')) {
      const detail = ((await (await request.get(`/api/item/${card.itemUserCode}`)).json()) as Detail).item;
      if (detail.itemOptionType === 'S' && detail.itemOptions.filter((o) => !o.isSoldOut).length > 0) {
        item = detail;
        break;
      }
    }
    if (!item) throw new Error('no item with a one-step option');

    await page.goto(`/items/${item.itemUserCode}`);
    await waitForHydration(page);
    const select = page.getByRole('combobox', { name: item.itemOptionTitle1 });
    await tabTo(page, select, 120);
    await expectVisibleFocus(select);
    const firstOpen = item.itemOptions.findIndex((o) => !o.isSoldOut);
    for (let i = 0; i <= firstOpen; i += 1) await page.keyboard.press('ArrowDown');
    const lines = page.getByRole('list', { name: '선택한 상품' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);

    const increase = lines.getByRole('button', { name: '수량 더하기' });
    await tabTo(page, increase);
    await expectVisibleFocus(increase);
    const quantity = lines.getByRole('textbox', { name: /수량$/ });
    const before = Number(await quantity.inputValue());
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue(String(before + 1));

    const addToCart = page.getByRole('button', { name: '장바구니', exact: true });
    await tabTo(page, addToCart);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addToCart).toBeFocused();
  });
});
