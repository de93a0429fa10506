import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';

type Option = { itemOptionId: number; optionType: string; optionName1: string; optionName2: string | null; optionName3: string | null; isSoldOut: boolean; optionStockQuantity: number };
type Detail = { itemId: number; itemUserCode: string; itemName: string; itemType: string; orderMinQuantity: number; itemOptions: Option[] };

/** An in-stock item with option combinations, at least two of them left. */
async function optionItem(request: APIRequestContext): Promise<{ item: Detail; from: Option; to: Option }> {
  const list = ((await (await request.get('/api/item?itemsPerPage=100')).json()) as { content: { itemUserCode: string; itemOptionFlag: string; itemSoldOutFlag: string }[] }).content;
  for (const card of list.filter((c) => c.itemOptionFlag === 'Y' && c.itemSoldOutFlag === 'N')) {
    const item = ((await (await request.get(`/api/item/${card.itemUserCode}`)).json()) as { item: Detail }).item;
    const left = item.itemOptions.filter((o) => o.optionType !== 'T' && !o.isSoldOut && o.optionStockQuantity >= 5);
    if (item.itemType === '1' && item.orderMinQuantity <= 1 && left.length >= 2) return { item, from: left[0]!, to: left[1]! };
  }
  throw new Error('no item with two option combinations left');
}

const names = (o: Option): string[] => [o.optionName1, o.optionName2, o.optionName3].filter((n): n is string => Boolean(n));

test.describe('Cart option change', () => {
  test('a line moves to another option with its quantity', async ({ page, request }) => {
    const { item, from, to } = await optionItem(request);
    await page.goto('/cart');
    await waitForHydration(page);
    const add = await page.request.post('/api/cart/add', { data: { arrayRequiredItems: [`${item.itemId}||2||${from.itemOptionId}\`\`\``] } });
    expect(add.ok(), await add.text()).toBe(true);
    await page.reload();
    await waitForHydration(page);

    await page.getByRole('button', { name: `${item.itemName} 옵션 변경` }).click();
    const dialog = page.getByRole('dialog', { name: `${item.itemName} 옵션 변경` });
    const select = dialog.getByRole('combobox', { name: '옵션' });
    await expect(select).toHaveValue(String(from.itemOptionId));
    await select.selectOption(String(to.itemOptionId));
    await dialog.getByRole('button', { name: '변경' }).click();
    await expect(dialog).toHaveCount(0);

    const line = page.getByRole('listitem').filter({ hasText: item.itemName });
    await expect(line).toHaveCount(1);
    for (const name of names(to)) await expect(line).toContainText(name);
    await expect(line.getByRole('spinbutton')).toHaveValue('2');
  });
});
