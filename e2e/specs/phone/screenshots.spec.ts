import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { saveShot } from '../../fixtures/gallery.ts';
import { formatLayoutFindings, scanPageLayout } from '../../fixtures/layout.ts';
import { MYPAGE_MEMBER, placeOrder, plainItem } from '../../fixtures/mypage-util.ts';

/** A desktop Chrome (the PC layout); spelled out, since contexts made in a test start from the project's phone options. */
const DESKTOP = {
  viewport: { width: 1280, height: 900 },
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

/** Signs the gallery's member in through the login form. */
async function signIn(page: Page): Promise<void> {
  await page.goto('/auth/login');
  await waitForHydration(page);
  await page.getByLabel('아이디', { exact: true }).fill(MYPAGE_MEMBER.loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill(MYPAGE_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function show(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * README's gallery: home, category, item, cart, order sheet, completion and my page of one member, on the phone
 * (this project's 390x844) and on a desktop (1280x900, a second context with the desktop user agent). The phone
 * pages go through the layout gate as every test's do; the desktop ones are scanned here at 1280x900.
 */
test('the gallery: every buying template on a phone and on a desktop', async ({ page, browser, catalog, request, context, baseURL }) => {
  test.setTimeout(180_000);
  const { category } = await catalog.populatedCategory();
  const item = await plainItem(request);
  const desktopContext = await browser.newContext({ ...DESKTOP, baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  await desktopContext.addCookies((await context.cookies()).filter((c) => c.name.startsWith('MAIN_POPUP_')));
  const desktop = await desktopContext.newPage();
  try {
    for (const [profile, tab] of [['phone', page], ['desktop', desktop]] as const) {
      const findings = [];
      const scan = async () => {
        if (profile === 'desktop') findings.push(...(await scanPageLayout(tab)));
      };
      await signIn(tab);
      await show(tab, '/');
      await saveShot(tab, profile, 'home');
      await scan();
      await show(tab, `/categories/${category.url}`);
      await saveShot(tab, profile, 'category');
      await scan();
      await show(tab, `/items/${item.itemUserCode}`);
      await saveShot(tab, profile, 'item');
      await scan();

      const add = await tab.request.post('/api/cart/add', { data: { arrayRequiredItems: [`${item.itemId}||1||`] } });
      expect(add.ok(), await add.text()).toBe(true);
      await show(tab, '/cart');
      await saveShot(tab, profile, 'cart');
      await scan();

      const buy = await tab.request.post('/api/order/buy', { data: { arrayRequiredItems: [`${item.itemId}||1||`] } });
      const { orderSheetId } = (await buy.json()) as { orderSheetId: string };
      await show(tab, `/order/checkout?sheet=${encodeURIComponent(orderSheetId)}`);
      await expect(tab.getByRole('heading', { level: 1, name: '주문/결제' })).toBeVisible();
      await saveShot(tab, profile, 'checkout');
      await scan();

      const placed = await placeOrder(tab.request, item.itemId);
      await show(tab, `/order/complete?orderCode=${encodeURIComponent(placed.orderCode)}`);
      await expect(tab.getByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeVisible();
      await saveShot(tab, profile, 'complete');
      await scan();

      await show(tab, '/mypage');
      await saveShot(tab, profile, 'mypage');
      await scan();
      expect(findings.length, `layout defects at 1280x900:\n${formatLayoutFindings(findings)}`).toBe(0);
    }
  } finally {
    await desktopContext.close();
  }
});
