import type { Page, Response } from '@playwright/test';
import { expect, isSameDocument, markWindow, test, waitForHydration } from '../../fixtures/index.ts';
import { deployHookToken, deployRemote, setRemoteFault } from '../../fixtures/remote-control.ts';

const BUSINESS_INFO = '사업자등록번호: 214-86-12341';

/**
 * Either the server still holds the remote's page code (200, content as before) or it needed it now and the area
 * says so with a retry (503); the shop around it (header, footer, business information) is always there.
 */
async function expectShopAroundFailedArea(page: Page, res: Response | null): Promise<void> {
  if (res?.status() === 503) {
    await expect(page.getByRole('heading', { name: '화면을 불러오지 못했습니다.' })).toBeVisible();
    await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible();
  } else {
    expect(res?.status()).toBe(200);
  }
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(BUSINESS_INFO)).toBeVisible();
}

test.describe('Independent deploys and misbehaving remotes', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterEach(async () => {
    await setRemoteFault('company-cs', 'ok');
  });

  test('a remote redeployed while a visitor browses: no hydration error, the next navigation shows the new build', async ({ page, baseURL }) => {
    // A deploy builds both containers and the published types, and checks them against the shell's contract.
    test.setTimeout(120_000);
    await page.goto('/company/about');
    await waitForHydration(page);
    const before = await page.evaluate(() => (window as unknown as { __SHOP__: { release: { remotes: Record<string, string> } } }).__SHOP__.release.remotes.company_cs);
    await markWindow(page);

    const output = deployRemote('company-cs', baseURL!);
    expect(output).toContain('now serves company-cs build');
    const release = await (await page.request.get('/__release')).json();
    expect(release.remotes.company_cs).not.toBe(before);

    await page.waitForTimeout(2_000);
    await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
    await expect(page).toHaveURL(/\/terms\/terms-of-service$/);
    await waitForHydration(page);
    expect(await isSameDocument(page)).toBe(false);
    const after = await page.evaluate(() => (window as unknown as { __SHOP__: { release: { remotes: Record<string, string> } } }).__SHOP__.release.remotes.company_cs);
    expect(after).toBe(release.remotes.company_cs);
  });

  test('a stopped remote: the page is still served with header, footer and business information, then recovers', async ({ page, consoleErrors }) => {
    await setRemoteFault('company-cs', 'down');
    const gaveUp = page.waitForEvent('console', (msg) => msg.text().includes('could not load company_cs; the page stays server-rendered'));
    const res = await page.goto('/company/about');
    await gaveUp;
    await expectShopAroundFailedArea(page, res);
    consoleErrors.splice(0);

    await setRemoteFault('company-cs', 'ok');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a remote that hangs: the shell still answers quickly and a redeploy check gives up at its deadline', async ({ request, consoleErrors }) => {
    await setRemoteFault('company-cs', 'hang');
    const started = Date.now();
    const hook = await request.post('/__refresh-remotes', { headers: { authorization: `Bearer ${deployHookToken()}` }, timeout: 15_000 });
    expect(hook.ok()).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);

    const pageStarted = Date.now();
    const res = await request.get('/company/about');
    expect(res.status()).toBeLessThan(500);
    expect(Date.now() - pageStarted).toBeLessThan(5_000);
    expect(await res.text()).toContain(BUSINESS_INFO);
    consoleErrors.splice(0);
  });

  test('a remote that ships broken JavaScript: the page stays server-rendered with the shop around it, then recovers', async ({ page, consoleErrors }) => {
    await setRemoteFault('company-cs', 'bad-js');
    const gaveUp = page.waitForEvent('console', (msg) => msg.text().includes('could not load company_cs'));
    const res = await page.goto('/terms/terms-of-service');
    await gaveUp;
    await expectShopAroundFailedArea(page, res);
    consoleErrors.splice(0);

    await setRemoteFault('company-cs', 'ok');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('제1조').first()).toBeVisible();
  });

  test('the deploy hook refuses a caller without the token', async ({ request }) => {
    const res = await request.post('/__refresh-remotes');
    expect(res.status()).toBe(401);
  });
});
