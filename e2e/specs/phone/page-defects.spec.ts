import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { MYPAGE_MEMBER, plainItem } from '../../fixtures/mypage-util.ts';
import { open } from '../../fixtures/phone.ts';

/** Defects a shopper saw on a phone (issue 24), each checked where the layout gate alone would not catch it. */
test.describe('Phone: page details', () => {
  test('the 상품문의 form\'s 비밀글 checkbox sits before its label, on one line', async ({ page, request }) => {
    const item = await plainItem(request);
    await open(page, `/auth/login?redirect=${encodeURIComponent(`/items/${item.itemUserCode}`)}`);
    await page.getByLabel('아이디', { exact: true }).fill(MYPAGE_MEMBER.loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill(MYPAGE_MEMBER.password);
    await page.getByRole('button', { name: '로그인', exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/items/${item.itemUserCode}$`));
    await waitForHydration(page);
    await page.getByRole('tab', { name: /상품문의/ }).tap();
    await page.getByRole('button', { name: '상품문의 작성' }).tap();
    const checkbox = page.getByRole('checkbox', { name: '비밀글' });
    const box = (await checkbox.boundingBox())!;
    const label = (await page.locator('.catalog-inquiry-form__secret').boundingBox())!;
    // It was the text fields' 100% × 44px box, with the label broken over two lines beside it.
    expect(box.width).toBeLessThanOrEqual(24);
    expect(label.height).toBeLessThan(32);
    expect(label.width).toBeLessThan(200);
    await checkbox.tap();
    await expect(checkbox).toBeChecked();
  });

  test('/maintenance while the shop runs says only that it runs', async ({ page }) => {
    await open(page, '/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('서비스 정상 운영 중');
    await expect(page.getByRole('status')).toHaveText('현재 서비스가 정상 운영 중입니다.');
    await expect(page.getByText(/점검/)).toHaveCount(0);
  });

  test('the time-sale countdown counts days as 일', async ({ page }) => {
    await open(page, '/display/timedeal');
    const timers = page.getByRole('timer');
    await expect(timers.first()).toBeVisible();
    for (const text of await timers.allTextContents()) expect(text).not.toContain('Day');
  });
});
