import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { MYPAGE_MEMBER, placeOrder, plainItem } from '../../fixtures/mypage-util.ts';
import { agreeToOrder, OrderUtil } from '../../fixtures/order-util.ts';
import { answerDialog, open, tabBar } from '../../fixtures/phone.ts';

/** Signs a member in on the phone with the login form (typed, then a tap on 로그인). */
async function signIn(page: import('@playwright/test').Page, loginId: string, password: string, redirect = '/'): Promise<void> {
  await open(page, `/auth/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).tap();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await waitForHydration(page);
}

test.describe('Phone: members and search with taps', () => {
  test.setTimeout(150_000);

  test('a member orders from the cart with the best coupon and points, paying with a bank transfer', async ({ page, request }) => {
    const orders = new OrderUtil(page, request);
    const item = await orders.buyableItem(40_000, 2);
    await signIn(page, DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await orders.addToCart(item);
    await tabBar(page).getByRole('link', { name: '장바구니' }).tap();
    await expect(page).toHaveURL(/\/cart$/);
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: /^전체선택/ }).tap();
    await expect(page.getByRole('checkbox', { name: /^전체선택/ })).not.toBeChecked();
    await page.getByRole('checkbox', { name: `${item.itemName} 선택` }).tap();
    await page.getByRole('button', { name: '주문하기' }).tap();
    await expect(page).toHaveURL(/\/order\/checkout\?sheet=/);
    await waitForHydration(page);

    await expect(page.getByText('최대 혜택이 적용되었습니다')).toBeVisible();
    const coupon = page.getByRole('combobox', { name: new RegExp(item.itemName) }).first();
    await expect(coupon).toBeVisible();
    // The coupon select is one control's height, not stretched down the row (it was about 170px).
    expect((await coupon.boundingBox())!.height).toBeLessThan(60);
    const summary = page.getByRole('complementary', { name: '결제 예정 금액' });
    await expect(summary.getByText('상품 쿠폰').locator('xpath=following-sibling::dd')).toHaveText(/^-[\d,]+원$/);
    const points = page.getByLabel('사용할 포인트');
    await points.fill('1000');
    await points.press('Enter');
    await expect(summary.getByText('포인트 사용').locator('xpath=following-sibling::dd')).toHaveText('-1,000원');

    await page.getByLabel('무통장입금').tap();
    await agreeToOrder(page);
    await page.getByRole('button', { name: /원 결제하기$/ }).tap();
    await expect(page).toHaveURL(/\/order\/complete\?orderCode=/);
    await expect(page.getByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeVisible();
    await expect(page.getByRole('region', { name: '결제정보' })).toContainText('1,000원');
  });

  test('my page → the order → 주문취소, with the detail\'s columns named right and no "-0원"', async ({ page, request }) => {
    const item = await plainItem(request);
    await signIn(page, MYPAGE_MEMBER.loginId, MYPAGE_MEMBER.password, '/mypage');
    const placed = await placeOrder(page.request, item.itemId);

    await tabBar(page).getByRole('link', { name: '마이페이지' }).tap();
    await expect(page).toHaveURL(/\/mypage$/);
    await waitForHydration(page);
    await page.getByRole('link', { name: '주문/배송 조회' }).first().tap();
    await expect(page).toHaveURL(/\/mypage\/orders/);
    const card = page.getByRole('article', { name: new RegExp(placed.orderCode) });
    await card.getByRole('link', { name: `${placed.orderCode} 주문상세` }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '주문/배송 상세조회' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['주문상품', '결제금액', '주문상태']);
    await expect(page.getByText('-0원')).toHaveCount(0);
    await expect(page.getByText(/-0P$/)).toHaveCount(0);

    await expect(page.getByTestId('order-status')).toHaveText('입금대기');
    await page.getByRole('button', { name: '주문취소' }).tap();
    await answerDialog(page, '주문취소 하시겠습니까?');
    await answerDialog(page, '주문이 취소되었습니다.');
    await expect(page.getByTestId('order-status')).toHaveText('취소완료');
  });

  test('search from the tab bar: type, submit, tap a result', async ({ page }) => {
    await open(page, '/');
    await tabBar(page).getByRole('link', { name: '검색' }).tap();
    await expect(page).toHaveURL(/\/search/);
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: '검색' });
    await box.tap();
    await box.fill('홍삼');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=/);
    const result = page.getByTestId('product-card').first();
    await expect(result).toBeVisible();
    const name = (await result.getByRole('link').first().getAttribute('href')) ?? '';
    await result.getByRole('link').first().tap();
    await expect(page).toHaveURL(new RegExp(name.replace(/[?]/g, '\\?')));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
