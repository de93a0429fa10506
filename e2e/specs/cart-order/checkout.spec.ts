import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { agreeToOrder, fillGuestSheet, GUEST, OrderUtil, RECEIVER } from '../../fixtures/order-util.ts';
import type { Page } from '@playwright/test';

const alertDialog = (page: Page) => page.getByRole('alertdialog', { name: '알림' });

async function closeAlert(page: Page, text: string | RegExp): Promise<void> {
  await expect(alertDialog(page)).toContainText(text);
  await alertDialog(page).getByRole('button', { name: '확인' }).click();
  await expect(alertDialog(page)).toBeHidden();
}

/** A guest puts the item in the cart, orders it, accepts the guest terms and reaches the order sheet. */
async function guestToSheet(page: Page, orders: OrderUtil, item: Awaited<ReturnType<OrderUtil['buyableItem']>>, quantity = 1): Promise<void> {
  await page.goto('/cart');
  await waitForHydration(page);
  await orders.addToCart(item, quantity);
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: '주문하기' }).click();
  await expect(page).toHaveURL(/\/order\/guest-agreement\?sheet=/);
  await waitForHydration(page);
  await page.getByRole('button', { name: '비회원으로 주문하기' }).click();
  await closeAlert(page, '비회원 구매 약관에 동의해주세요.');
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '비회원으로 주문하기' }).click();
  await expect(page).toHaveURL(/\/order\/checkout\?sheet=[^&]+&guest=Y/);
  await expect(page.getByRole('heading', { level: 1, name: '주문/결제' })).toBeVisible();
  await expect(page.getByText(item.itemName).first()).toBeVisible();
}

const payButton = (page: Page) => page.getByRole('button', { name: /원 결제하기$/ });

test.describe('Checkout', () => {
  test('a guest buys with a bank transfer and sees the completion page with the deposit table', async ({ page, request }) => {
    const orders = new OrderUtil(page, request);
    const item = await orders.buyableItem();
    await guestToSheet(page, orders, item);
    await expect(page.getByText('비회원 주문은 쿠폰과 포인트를 사용할 수 없습니다.')).toBeVisible();

    await payButton(page).click();
    await closeAlert(page, '주문자명을 입력해 주세요.');
    await expect(page.getByLabel('주문자명')).toBeFocused();
    await fillGuestSheet(page);
    await page.getByLabel('받는사람 휴대폰').fill('010-12');
    await payButton(page).click();
    await closeAlert(page, '휴대폰번호를 정확히 입력해주세요.');
    await page.getByLabel('받는사람 휴대폰').fill(RECEIVER.mobile);
    await page.getByLabel('무통장입금').check();
    await page.getByLabel('입금자명').fill(GUEST.name);
    await expect(page.getByText(/입금기한: 주문일로부터 3일 이내/)).toBeVisible();
    await payButton(page).click();
    await closeAlert(page, '개인정보 제 3자 제공 및 수집·이용 안내를 확인 후 동의해주세요.');
    await page.getByLabel(/개인정보 제 3자 제공 및 수집·이용에 동의합니다/).check();
    await payButton(page).click();
    await closeAlert(page, '구매동의 안내를 확인 후 동의해주세요');
    await agreeToOrder(page);
    const label = (await payButton(page).textContent()) ?? '';
    const amount = label.replace('원 결제하기', '');

    await payButton(page).click();
    await expect(page).toHaveURL(/\/order\/complete\?orderCode=/);
    await expect(page.getByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeVisible();
    const deposit = page.getByRole('region', { name: /입금 계좌 안내/ });
    await expect(deposit.getByRole('row', { name: /계좌/ }).first()).toContainText('국민은행');
    // One shop identity: the account holder is the company the footer names (the business information).
    const holder = ((await deposit.getByRole('row', { name: /예금주/ }).getByRole('cell').textContent()) ?? '').trim();
    expect(holder.length).toBeGreaterThan(1);
    await expect(page.getByRole('contentinfo')).toContainText(holder);
    await expect(deposit.getByRole('row', { name: /금액/ })).toContainText(`${amount}원`);
    await expect(deposit.getByRole('row', { name: /입금기한/ })).toContainText(/\d{4}-\d{2}-\d{2} 23:59:59/);
    await expect(page.getByRole('region', { name: '주문상품' })).toContainText(item.itemName);
    await expect(page.getByRole('region', { name: '배송지 정보' })).toContainText(RECEIVER.name);
    await expect(page.getByRole('region', { name: '결제정보' })).toContainText('입금대기');
    await expect(page.getByRole('link', { name: '주문내역 확인' })).toHaveCount(0);
  });

  test('a member opens the sheet with 최대 혜택, changes the points and buys with a coupon and points', async ({ page, request, auth }) => {
    const orders = new OrderUtil(page, request);
    const item = await orders.buyableItem(40_000);
    await page.goto('/auth/login');
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/cart');
    await waitForHydration(page);
    await orders.addToCart(item);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: /^전체선택/ }).uncheck();
    await page.getByRole('checkbox', { name: `${item.itemName} 선택` }).check();
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\?sheet=/);
    await waitForHydration(page);

    await expect(page.getByText('최대 혜택이 적용되었습니다')).toBeVisible();
    const summary = page.getByRole('complementary', { name: '결제 예정 금액' });
    await expect(summary.getByText('상품 쿠폰').locator('xpath=following-sibling::dd')).toHaveText(/^-[\d,]+원$/);
    await expect(summary.getByText('포인트 사용').locator('xpath=following-sibling::dd')).toHaveText(/^-[\d,]+원$/);
    await expect(page.getByLabel('받는사람', { exact: true })).toHaveValue('김데모');
    await expect(page.getByLabel('우편번호')).toHaveValue('06236');

    const points = page.getByLabel('사용할 포인트');
    await points.fill('1050');
    await points.press('Enter');
    await expect(page.getByText('이 주문에 사용할 수 있는 포인트는 최대')).toBeVisible();
    await expect(summary.getByText('포인트 사용').locator('xpath=following-sibling::dd')).toHaveText('-1,000원');
    await expect(points).toHaveValue('1000');

    await page.getByLabel('무통장입금').check();
    await agreeToOrder(page);
    const amount = ((await payButton(page).textContent()) ?? '').replace('원 결제하기', '');
    await payButton(page).click();
    await expect(page).toHaveURL(/\/order\/complete\?orderCode=/);
    await expect(page.getByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeVisible();
    const orderCode = new URL(page.url()).searchParams.get('orderCode') ?? '';
    await expect(page.getByRole('link', { name: '주문내역 확인' })).toHaveAttribute('href', `/mypage/orders/${orderCode}`);
    const payment = page.getByRole('region', { name: '결제정보' });
    await expect(payment).toContainText('1,000원');
    await expect(payment).toContainText(`${amount}원`);

    const detail = (await (await page.request.get(`/api/order/detail?orderCode=${orderCode}`)).json()) as { orderUsePoint: number; totalCouponDiscountAmount: number };
    expect(detail.orderUsePoint).toBe(1000);
    expect(detail.totalCouponDiscountAmount).toBeGreaterThan(0);
  });

  test('a card payment goes through the payment window and the server confirms it at the PG', async ({ page, request }) => {
    const orders = new OrderUtil(page, request);
    const item = await orders.buyableItem(0, 1);
    await guestToSheet(page, orders, item);
    await fillGuestSheet(page);
    await page.getByLabel('신용카드').check();
    // The default stack has no Toss keys: the built-in test gateway's window (E2E_FAKE_TOSS=1: the fake Toss's).
    await expect(page.getByText(/결제하기를 누르면 (테스트|토스페이먼츠) 결제창이 열립니다/)).toBeVisible();
    await agreeToOrder(page);
    await payButton(page).click();
    const window = page.getByRole('dialog', { name: '테스트 결제창' });
    await expect(window).toBeVisible();
    await window.getByRole('button', { name: '결제 승인' }).click();
    await expect(page).toHaveURL(/\/order\/complete\?orderCode=/);
    await expect(page.getByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeVisible();
    await expect(page.getByRole('region', { name: '결제정보' })).toContainText('결제완료');
    await expect(page.getByRole('region', { name: '입금 계좌 안내' })).toHaveCount(0);
  });

  test('a payment cancelled in the payment window returns to the sheet with the message, and the sheet can pay again', async ({ page, request }) => {
    const orders = new OrderUtil(page, request);
    const item = await orders.buyableItem(0, 2);
    await guestToSheet(page, orders, item);
    await fillGuestSheet(page);
    await page.getByLabel('신용카드').check();
    await agreeToOrder(page);
    await payButton(page).click();
    await page.getByRole('dialog', { name: '테스트 결제창' }).getByRole('button', { name: '결제 취소' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\?.*code=PAY_PROCESS_CANCELED/);
    await waitForHydration(page);
    await expect(page.getByRole('alert').filter({ hasText: '결제를 취소하셨습니다.' })).toBeVisible();

    await fillGuestSheet(page);
    await page.getByLabel('무통장입금').check();
    await page.getByLabel('입금자명').fill(GUEST.name);
    await agreeToOrder(page);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/order\/complete\?orderCode=/);
    await expect(page.getByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeVisible();
  });

  test('an item sold out during checkout: a clear message, the sheet refreshed, nothing placed', async ({ page, request, consoleErrors }) => {
    const orders = new OrderUtil(page, request);
    const item = await orders.lowStockItem();
    await guestToSheet(page, orders, item, 1);
    await fillGuestSheet(page);
    await page.getByLabel('무통장입금').check();
    await page.getByLabel('입금자명').fill(GUEST.name);
    await agreeToOrder(page);

    await orders.buyAsAnotherGuest(item, item.stockQuantity);
    await payButton(page).click();
    await closeAlert(page, `'${item.itemName}' 상품의 재고가 부족합니다. 주문서를 다시 확인해 주세요.`);
    await expect(page).toHaveURL(/\/order\/checkout\?/);
    await expect(page.getByRole('region', { name: /주문상품 정보/ }).getByText('품절')).toBeVisible();
    const after = (await (await request.get(`/api/item/${item.itemUserCode}`)).json()) as { item: { stockQuantity: number } };
    expect(after.item.stockQuantity).toBe(0);
    // Chromium reports the refused placement (409) in the console; that answer is the point of this test.
    const refused = consoleErrors.findIndex((line) => line.includes('status of 409 (Conflict)'));
    expect(refused).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refused, 1);
  });
});
