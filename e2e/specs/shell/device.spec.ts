import { expect, isSameDocument, markWindow, test, waitForHydration } from '../../fixtures/index.ts';

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 SALESON_APPLICATION_ANDROID appver=2.3.1';

/** The layout shifts the page reported so far (Chromium's layout-shift entries, input-driven ones left out). */
async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test.describe('Device layouts', () => {
  test.use({ userAgent: ANDROID_APP, viewport: { width: 412, height: 860 } });

  test('an Android-app user agent gets the mobile layout, decided on the server, with no hydration error and no layout shift', async ({ page }) => {
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="ko" data-device="ANDROID" data-app-version="2.3.1">');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-device', 'ANDROID');
    const tabBar = page.getByRole('navigation', { name: '하단 메뉴' });
    await expect(tabBar).toBeVisible();
    await expect(tabBar.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    // The mobile header: no utility row.
    await expect(page.locator('.shell-header__top')).toBeHidden();
    expect(await layoutShift(page)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __SHOP__: { device: unknown } }).__SHOP__.device)).toEqual({ device: 'ANDROID', appVersion: '2.3.1' });

    // The tab bar's 카테고리 opens the category drawer; its links navigate in the page.
    await markWindow(page);
    await tabBar.getByRole('button', { name: '카테고리' }).click();
    const drawer = page.locator('.shell-catmenu__panel');
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBeLessThan(412);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // The tab bar's links navigate in the page once the navigation engine is there (the press on 카테고리 started
    // loading it; followDevice sets __SHOP_DEVICE__ when it runs); a tap before then is an ordinary full load.
    await page.waitForFunction(() => '__SHOP_DEVICE__' in window);
    await tabBar.getByRole('link', { name: '장바구니' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    expect(await isSameDocument(page)).toBe(true);
    await expect(tabBar.getByRole('link', { name: '장바구니' })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { __SHOP_DEVICE__: { firstAppAccess: boolean; appInfo: { status: string } } }).__SHOP_DEVICE__)).toMatchObject({
      device: 'ANDROID',
      appVersion: '2.3.1',
      firstAppAccess: true,
      appInfo: { status: 'N' },
    });
  });
});

test('a desktop browser gets the PC layout without the tab bar', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-device', 'PC');
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeHidden();
});
