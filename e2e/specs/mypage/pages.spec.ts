import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { loginAt, MYPAGE_MEMBER } from '../../fixtures/mypage-util.ts';

/** Every my page screen of this area opens for a member with its heading (the axe gate checks each one). */
const PAGES: [string, string][] = [
  ['/mypage/orders/claims', '취소/교환/반품 조회'],
  ['/mypage/benefits/points', '포인트'],
  ['/mypage/benefits/coupons', '쿠폰'],
  ['/mypage/activity/reviews', '이용후기'],
  ['/mypage/activity/recents', '최근 본 상품'],
  ['/mypage/activity/inquiries', '상품문의'],
  ['/mypage/activity/wishlist', '관심상품'],
  ['/account/grade', '나의 등급/혜택'],
  ['/account/addresses', '배송주소록 관리'],
];

test.describe('My page screens', () => {
  test('the dashboard and each screen open for the member with their heading', async ({ page }) => {
    await loginAt(page, '/mypage');
    await expect(page.getByRole('heading', { name: '주문/배송 현황' })).toBeVisible();
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('the period presets fill the dates (Asia/Seoul) and keep them in the address', async ({ page }) => {
    await loginAt(page, '/mypage/orders');
    await waitForHydration(page);
    await page.getByRole('button', { name: '1개월' }).click();
    await expect(page).toHaveURL(/searchStartDate=\d{4}-\d{2}-\d{2}&searchEndDate=\d{4}-\d{2}-\d{2}/);
    const start = await page.getByLabel('시작일').inputValue();
    const end = await page.getByLabel('종료일').inputValue();
    expect(start < end).toBe(true);
  });

  test('the profile opens after the password is re-checked and saves the opt-ins', async ({ page }) => {
    await loginAt(page, '/account/profile');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: '비밀번호 재확인' })).toBeVisible();
    await page.getByLabel('비밀번호', { exact: true }).fill(MYPAGE_MEMBER.password);
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByText(MYPAGE_MEMBER.loginId, { exact: true })).toBeVisible();
    const sms = page.getByLabel('SMS 수신 동의');
    const was = await sms.isChecked();
    await sms.setChecked(!was);
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('저장되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await page.reload();
    // Typed before hydration, the password is lost and the form answers 필수 입력 항목입니다.
    await waitForHydration(page);
    await page.getByLabel('비밀번호', { exact: true }).fill(MYPAGE_MEMBER.password);
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByLabel('SMS 수신 동의')).toBeChecked({ checked: !was });
  });
});
