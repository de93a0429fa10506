import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { MYPAGE_MEMBER, plainItem } from '../../fixtures/mypage-util.ts';
import { open } from '../../fixtures/phone.ts';

/** Defects a shopper saw on a phone, each checked where the layout gate alone would not catch it. */
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

  test('the login page puts 비회원 주문조회 under the login form, each the screen\'s width', async ({ page }) => {
    await open(page, '/auth/login');
    const login = (await page.getByRole('heading', { name: '로그인', level: 1 }).boundingBox())!;
    const guest = (await page.getByRole('heading', { name: '비회원 주문조회' }).boundingBox())!;
    // They stood side by side in two 180px columns, the guest tabs broken over four lines.
    expect(guest.y).toBeGreaterThan(login.y + 200);
    const orderCode = (await page.getByLabel('주문번호', { exact: true }).boundingBox())!;
    expect(orderCode.width).toBeGreaterThan(300);
  });

  test('the company menu is one row of chips, the current page\'s chip in view', async ({ page }) => {
    await open(page, '/company/certification');
    const menu = page.getByRole('navigation', { name: '회사 메뉴' });
    const first = (await menu.getByRole('link', { name: '회사소개' }).boundingBox())!;
    const current = menu.getByRole('link', { name: '인증 현황' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    // One row (it was eight rows, 330px, above the content), scrolled so that the last chip, the current one, shows.
    await expect(current).toBeInViewport({ ratio: 0.9 });
    expect(Math.abs((await current.boundingBox())!.y - first.y)).toBeLessThan(4);
    await current.tap();
    await expect(page).toHaveURL(/\/company\/certification$/);
  });
});
