import { expect, test, waitForHydration } from '../../fixtures/index.ts';

test.describe('404', () => {
  test('an unknown path answers 404 with the error screen and "메인으로" goes home', async ({ page }) => {
    const res = await page.goto('/no/such/page?x=1');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '요청한 페이지를 찾을 수 없습니다.' })).toBeVisible();
    await expect(page.getByText('Page Not Found: /no/such/page?x=1')).toBeVisible();
    await expect(page.getByRole('img', { name: '페이지 오류 안내 이미지' })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('button', { name: '메인으로' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: '요청한 페이지를 찾을 수 없습니다.' })).toHaveCount(0);
  });

  test('an unknown item answers 404', async ({ page }) => {
    const res = await page.goto('/items/NO-SUCH-ITEM');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '요청한 페이지를 찾을 수 없습니다.' })).toBeVisible();
  });
});
