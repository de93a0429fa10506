import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { freshPhone, NEW_PASSWORD, verifyPhoneOnPage } from '../../fixtures/member-util.ts';
import { OrderUtil } from '../../fixtures/order-util.ts';

// Every advertisement of the welcome coupon pack leads to it, and a new member gets it and uses it.

const PACK = ['신규 회원 첫 구매 10% 할인', '신규 회원 상품 1만원 할인', '신규 회원 장바구니 1만원 할인'];

test.describe('Welcome coupon pack', () => {
  test.use({ mainPopups: 'shown' });

  test('the top banner and the welcome popup lead to /events/7, which lists the pack and links to sign-up', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('dialog', { name: '신규 회원 웰컴 쿠폰팩' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: '신규 회원 웰컴 쿠폰팩' })).toHaveAttribute('href', '/events/7');
    await popup.getByRole('link', { name: '신규 회원 웰컴 쿠폰팩' }).click();
    await expect(page).toHaveURL(/\/events\/7$/);
    // The event page itself (the top banner above it says the 10% too).
    for (const name of PACK) await expect(page.locator('#content').getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '회원가입하고 쿠폰팩 받기' })).toHaveAttribute('href', '/auth/registration-options');

    await page.goto('/');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: '상단 배너' }).getByRole('link', { name: '신규 회원 첫 구매 10% 할인 쿠폰 증정' });
    await expect(banner).toHaveAttribute('href', '/events/7');
  });

  test('a new member joins from the event page, ends signed in with the pack in the wallet, and 최대 혜택 uses it', async ({ page, request }) => {
    const phone = freshPhone();
    const loginId = `w${phone.slice(-8)}`;
    await page.goto('/events/7');
    await waitForHydration(page);
    await page.getByRole('link', { name: '회원가입하고 쿠폰팩 받기' }).click();
    await expect(page).toHaveURL(/\/auth\/registration-options$/);
    await page.getByRole('link', { name: '일반 회원가입' }).click();
    await verifyPhoneOnPage(page, '웰컴회원', phone);
    await expect(page).toHaveURL(/\/auth\/register$/);
    await page.getByLabel('아이디', { exact: true }).fill(loginId);
    await page.getByRole('button', { name: '중복검사' }).click();
    await expect(page.getByText('사용 가능한 아이디입니다.')).toBeVisible();
    await page.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('비밀번호 재입력').fill(NEW_PASSWORD);
    await page.getByLabel('이메일').fill(`${loginId}@example.com`);
    await page.getByLabel('년', { exact: true }).selectOption('1990');
    await page.getByLabel('월', { exact: true }).selectOption('5');
    await page.getByLabel('일', { exact: true }).selectOption('15');
    await page.getByLabel('우편번호').fill('06236');
    await page.getByLabel('주소', { exact: true }).fill('서울특별시 강남구 테헤란로 152');
    await page.getByLabel('상세주소').fill('10층');
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByRole('button', { name: '확인' }).click();

    await expect(page.getByRole('heading', { level: 1, name: '회원가입이 완료되었습니다.' })).toBeVisible();
    await expect(page.getByText('신규 회원 웰컴 쿠폰 3장이 쿠폰함에 발급되었습니다.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await page.getByRole('link', { name: '내 쿠폰함 보기' }).click();
    await expect(page).toHaveURL(/\/mypage\/benefits\/coupons$/);
    for (const name of PACK) await expect(page.getByText(name).first()).toBeVisible();

    // The first order: the sheet opens with 최대 혜택 (a welcome coupon in it) and the sign-up address chosen.
    const orders = new OrderUtil(page, request);
    const item = await orders.buyableItem(60_000);
    await orders.addToCart(item, 1);
    await page.goto('/cart');
    await waitForHydration(page);
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\?sheet=/);
    await expect(page.getByText(/신규 회원/).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /기본 배송지/ })).toBeChecked();
    await expect(page.getByLabel('우편번호')).toHaveValue('06236');
  });
});
