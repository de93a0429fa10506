import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';

test.describe('Login', () => {
  test('a visitor is sent from /mypage to the login page and comes back after logging in', async ({ page, auth }) => {
    await page.goto('/mypage');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fmypage$/);
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByText(`${DEMO_MEMBER.name}님`).first()).toBeVisible();
    const cookies = await page.context().cookies();
    const token = cookies.find((c) => c.name === 'shop_token');
    expect(token?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('shop_token');
  });

  test('a wrong password gets a clear Korean message and no session', async ({ page, auth }) => {
    await page.goto('/auth/login');
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, 'Wrong!2345678');
    await auth.submit();
    await expect(page.getByText('아이디/비밀번호를 정확히 입력해 주세요.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('empty fields are required', async ({ page, auth }) => {
    await page.goto('/auth/login');
    await waitForHydration(page);
    await auth.submit();
    await expect(page.getByText('필수 입력 항목입니다.').first()).toBeVisible();
  });
});
