import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { agreeToOrder, GUEST, OrderUtil, RECEIVER } from '../../fixtures/order-util.ts';

// Guest checkout the Korean way, and a completion page that says how to find the order again.

const alertDialog = (page: Page) => page.getByRole('alertdialog', { name: '알림' });
const payButton = (page: Page) => page.getByRole('button', { name: /원 결제하기$/ });

test.describe('Guest checkout', () => {
  test('주문자 정보와 동일, 입금자명 from the buyer, the password twice, and the way back to the order', async ({ page, request }) => {
    const orders = new OrderUtil(page, request);
    const item = await orders.buyableItem();
    await page.goto('/cart');
    await waitForHydration(page);
    await orders.addToCart(item, 1);
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/order\/guest-agreement\?sheet=/);
    await waitForHydration(page);
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '비회원으로 주문하기' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\?sheet=[^&]+&guest=Y/);

    await page.getByLabel('주문자명').fill(GUEST.name);
    await page.getByLabel('주문자 휴대폰').fill(GUEST.mobile);
    await page.getByLabel('주문자 이메일').fill(GUEST.email);
    await page.getByLabel('주문 비밀번호', { exact: true }).fill(GUEST.password);
    await page.getByLabel('주문 비밀번호 확인').fill(`${GUEST.password}x`);
    await page.getByLabel('주문자 정보와 동일').check();
    await expect(page.getByLabel('받는사람', { exact: true })).toHaveValue(GUEST.name);
    await expect(page.getByLabel('받는사람 휴대폰')).toHaveValue(GUEST.mobile);
    await page.getByLabel('우편번호').fill(RECEIVER.zipcode);
    await page.getByLabel('주소', { exact: true }).fill(RECEIVER.address);
    await page.getByLabel('상세주소').fill(RECEIVER.detail);
    await page.getByLabel('무통장입금').check();
    await expect(page.getByLabel('입금자명')).toHaveValue(GUEST.name);
    await agreeToOrder(page);
    await payButton(page).click();
    await expect(alertDialog(page)).toContainText('비밀번호가 일치하지 않습니다.');
    await alertDialog(page).getByRole('button', { name: '확인' }).click();
    await expect(page.getByLabel('주문 비밀번호 확인')).toBeFocused();
    await page.getByLabel('주문 비밀번호 확인').fill(GUEST.password);
    await payButton(page).click();

    await expect(page).toHaveURL(/\/order\/complete\?orderCode=/);
    const orderCode = new URL(page.url()).searchParams.get('orderCode') ?? '';
    const guide = page.getByRole('region', { name: '비회원 주문 조회 안내' });
    await expect(guide).toContainText(`주문번호 ${orderCode}`);
    await expect(guide).toContainText('[주문번호 + 주문 비밀번호] 또는 [주문자 이름 + 휴대폰번호 인증]');
    await guide.getByRole('link', { name: '비회원 주문조회 바로가기' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fguest%2Forders$/);
    await waitForHydration(page);
    await page.getByLabel('주문번호').fill(orderCode);
    await page.getByLabel('주문 비밀번호').fill(GUEST.password);
    await page.getByRole('button', { name: '주문조회' }).click();
    await expect(page).toHaveURL(/\/guest\/orders$/);
    await expect(page.getByRole('article', { name: new RegExp(orderCode) })).toBeVisible();
  });

  test('a signed-in member opening /guest/orders lands on their own orders, not in a redirect loop', async ({ page, auth }) => {
    await page.goto('/auth/login');
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/$/);
    const response = await page.goto('/guest/orders');
    expect(response?.ok()).toBe(true);
    await expect(page).toHaveURL(/\/mypage\/orders$/);
  });
});
