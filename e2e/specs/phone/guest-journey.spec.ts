import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { agreeToOrder, fillGuestSheet, GUEST, OrderUtil } from '../../fixtures/order-util.ts';
import { answerDialog, chooseOption, open, optionItem, tabBar } from '../../fixtures/phone.ts';

/**
 * A guest buys on a phone (the `phone` project: 390x844, touch, the mobile layout with its fixed tab bar), with taps
 * only where a shopper taps: `locator.tap()` fails when anything covers its target.
 */
test.describe('Phone: a guest buys with taps', () => {
  test.setTimeout(150_000);

  test('home → category drawer (opened, closed) → category → item → 장바구니, options in the sheet → cart (quantity, delete, 주문하기) → guest agreement → order sheet → completion', async ({ page, request, catalog }) => {
    const orders = new OrderUtil(page, request);
    const { category, items } = await catalog.populatedCategory();
    const plainCard = items.find((c) => (c as { itemOptionFlag?: string }).itemOptionFlag === 'N' && (c as { itemSoldOutFlag?: string }).itemSoldOutFlag === 'N');
    const { item: withOptions, option } = await optionItem(request);

    await open(page, '/');
    const tabs = tabBar(page);
    await expect(tabs).toBeVisible();
    // The drawer opens from the tab bar and closes with its own close button.
    const drawer = page.locator('.shell-catmenu__panel');
    await tabs.getByRole('button', { name: '카테고리' }).tap();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: '카테고리 닫기' }).tap();
    await expect(drawer).toBeHidden();
    await tabs.getByRole('button', { name: '카테고리' }).tap();
    await drawer.getByRole('link', { name: category.name, exact: true }).first().tap();
    await expect(page).toHaveURL(new RegExp(`/categories/${category.url}$`));
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();

    // An item without options, from its card: 장바구니 on the buy bar adds it at once.
    const plain = plainCard ?? (await orders.buyableItem());
    await page.getByTestId('product-card').filter({ hasText: plain.itemName }).first().getByRole('link').first().tap();
    await expect(page).toHaveURL(new RegExp(`/items/${plain.itemUserCode}$`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: plain.itemName })).toBeVisible();
    await page.getByRole('button', { name: '장바구니', exact: true }).tap();
    await answerDialog(page, '장바구니에 상품을 담았습니다. 바로 확인하시겠습니까?', '취소');
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // An item with options: 장바구니 opens the option sheet (above the tab bar), its own 장바구니 adds the option.
    await open(page, `/items/${withOptions.itemUserCode}`);
    await page.getByRole('button', { name: '장바구니', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: '구매 옵션' });
    await expect(sheet).toBeVisible();
    await chooseOption(sheet, withOptions, option);
    await sheet.getByRole('button', { name: '장바구니', exact: true }).tap();
    await answerDialog(page, '장바구니에 상품을 담았습니다. 바로 확인하시겠습니까?');
    await expect(page).toHaveURL(/\/cart$/);
    await waitForHydration(page);

    // Cart: one more of the plain item, the option line deleted, then 주문하기 from the bar that stays in reach.
    const plainLine = page.locator('.cart-line').filter({ hasText: plain.itemName });
    const optionLine = page.locator('.cart-line').filter({ hasText: withOptions.itemName });
    await expect(optionLine).toBeVisible();
    await plainLine.getByRole('button', { name: '수량 더하기' }).tap();
    await plainLine.getByRole('button', { name: `${plain.itemName} 수량 변경` }).tap();
    await expect(plainLine.getByRole('spinbutton')).toHaveValue('2');
    await expect(plainLine.getByRole('button', { name: `${plain.itemName} 수량 변경` })).toBeDisabled();
    await optionLine.getByRole('button', { name: `${withOptions.itemName} 삭제` }).tap();
    await answerDialog(page, '이 상품을 장바구니에서 삭제하시겠습니까?');
    await expect(optionLine).toHaveCount(0);
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    const order = page.getByRole('button', { name: '주문하기' });
    await expect(order).toBeInViewport();
    await order.tap();

    await expect(page).toHaveURL(/\/order\/guest-agreement\?sheet=/);
    await waitForHydration(page);
    await page.getByLabel('전체 동의').tap();
    await page.getByRole('button', { name: '비회원으로 주문하기' }).tap();
    await expect(page).toHaveURL(/\/order\/checkout\?sheet=[^&]+&guest=Y/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '주문/결제' })).toBeVisible();
    // The line's thumbnail keeps its 72px (it took the row's width, the name one character per line).
    const thumb = await page.locator('.checkout-line img').first().boundingBox();
    expect(thumb?.width).toBeLessThanOrEqual(80);

    await fillGuestSheet(page);
    await page.getByLabel('무통장입금').tap();
    await page.getByLabel('입금자명').fill(GUEST.name);
    await agreeToOrder(page);
    await page.getByRole('button', { name: /원 결제하기$/ }).tap();
    await expect(page).toHaveURL(/\/order\/complete\?orderCode=/);
    await expect(page.getByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeVisible();
    // The header's cart count follows: the order took the line out of the cart.
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });

  test('바로구매 on an item with options: the sheet above the tab bar, then the guest agreement', async ({ page, request }) => {
    const { item, option } = await optionItem(request);
    await open(page, `/items/${item.itemUserCode}`);
    const buyNow = page.getByRole('button', { name: '바로구매', exact: true });
    // The buy bar sits above the tab bar: its bottom edge at or above the tab bar's top.
    const bar = (await buyNow.boundingBox())!;
    const tabs = (await tabBar(page).boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(tabs.y + 1);
    await buyNow.tap();
    const sheet = page.getByRole('dialog', { name: '구매 옵션' });
    await expect(sheet).toBeVisible();
    await chooseOption(sheet, item, option);
    await sheet.getByRole('button', { name: '바로구매', exact: true }).tap();
    await expect(page).toHaveURL(/\/order\/guest-agreement\?sheet=/);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: '비회원으로 주문하기' })).toBeVisible();
  });
});
