import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';

type Option = { optionName1: string; optionName2: string | null; isSoldOut: boolean };
type Detail = { itemUserCode: string; itemName: string; itemSoldOutFlag: string; itemOptionType: string; itemOptionTitle1: string; itemOptionTitle2: string; itemOptions: Option[] };

/** An in-stock item with two-step options and an option left. */
async function twoStepItem(request: APIRequestContext): Promise<{ item: Detail; option: Option }> {
  const list = ((await (await request.get('/api/item?itemsPerPage=100')).json()) as { content: { itemUserCode: string; itemOptionFlag: string; itemSoldOutFlag: string }[] }).content;
  for (const card of list.filter((c) => c.itemOptionFlag === 'Y' && c.itemSoldOutFlag === 'N')) {
    const item = ((await (await request.get(`/api/item/${card.itemUserCode}`)).json()) as { item: Detail }).item;
    const option = item.itemOptions.find((o) => !o.isSoldOut);
    if (item.itemOptionType === 'S2' && option) return { item, option };
  }
  throw new Error('no two-step option item');
}

test.describe('Item buy column', () => {
  test('on a phone (390x844) the buy buttons are a bar at the bottom that expands into the options, and buy from there', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { item, option } = await twoStepItem(request);
    await page.goto(`/items/${item.itemUserCode}`);
    await waitForHydration(page);
    const addToCart = page.getByRole('button', { name: '장바구니', exact: true });
    const buyNow = page.getByRole('button', { name: '바로구매', exact: true });
    for (const button of [addToCart, buyNow]) {
      await expect(button).toBeInViewport();
      expect((await button.boundingBox())!.y).toBeGreaterThan(844 - 100);
    }
    await expect(page.getByRole('combobox', { name: item.itemOptionTitle1 })).toBeHidden();
    const before = Number(await page.getByTestId('cart-count').textContent());

    // The first tap only opens the sheet; Escape folds it away again.
    await buyNow.click();
    const sheet = page.getByRole('dialog', { name: '구매 옵션' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(buyNow).toBeFocused();

    await addToCart.click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole('combobox', { name: item.itemOptionTitle1 }).selectOption(option.optionName1);
    await sheet.getByRole('combobox', { name: item.itemOptionTitle2 }).selectOption(option.optionName2 ?? '');
    await expect(sheet.getByRole('list', { name: '선택한 상품' }).getByText(`${option.optionName1} / ${option.optionName2}`)).toBeVisible();
    await sheet.getByRole('button', { name: '장바구니', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '알림' });
    await expect(dialog).toContainText('장바구니에 상품을 담았습니다. 바로 확인하시겠습니까?');
    await expect(sheet).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText(String(before + 1));
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(item.itemName).first()).toBeVisible();
  });

  test('on PC the buy column stays in view while the page scrolls, and stops before the footer', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { item } = await twoStepItem(request);
    await page.goto(`/items/${item.itemUserCode}`);
    await waitForHydration(page);
    const name = page.getByRole('heading', { level: 1, name: item.itemName });
    const addToCart = page.getByRole('button', { name: '장바구니', exact: true });
    await page.getByRole('tab', { name: '상세정보' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1200);
    await expect(async () => {
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1200);
      await expect(name).toBeInViewport();
      await expect(addToCart).toBeInViewport();
    }).toPass();

    // Sections below the fold load as they come near, so the footer may move down while we get there: scroll again.
    await expect(async () => {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const footer = (await page.getByRole('contentinfo').boundingBox())!;
      const button = (await addToCart.boundingBox())!;
      expect(footer.y).toBeLessThan(900);
      expect(button.y + button.height).toBeLessThanOrEqual(footer.y);
    }).toPass();
  });
});
