import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { loginAt } from '../../fixtures/mypage-util.ts';

type Card = { itemId: number; itemUserCode: string; itemName: string };

test.describe('Recently viewed items merged on login', () => {
  test('two items viewed as a visitor are in the member\'s list after login, kept on the server, and gone from the browser', async ({ page, context }) => {
    const list = (await (await page.request.get('/api/display/new?size=20')).json()) as { content: Card[] };
    const [older, newer] = list.content.slice(-2);
    if (!older || !newer) throw new Error('the seed has fewer than two new items');

    for (const item of [older, newer]) {
      await page.goto(`/items/${item.itemUserCode}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: item.itemName })).toBeVisible();
    }
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('latelyItem'))) ?? '[]')).toEqual([newer.itemId, older.itemId]);

    // Sign in to a page that is not the recents page (which would merge on its own): the login itself merges.
    const merged = page.waitForResponse((res) => res.url().endsWith('/api/mypage/recent-items') && res.request().method() === 'POST');
    await loginAt(page, '/mypage');
    expect((await merged).status()).toBe(200);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('latelyItem'))).toBeNull();

    // A new tab has no browser list: what it shows comes from the server, newest first.
    const tab = await context.newPage();
    await tab.goto('/mypage/activity/recents');
    await waitForHydration(tab);
    await expect(tab.getByRole('heading', { level: 1, name: '최근 본 상품' })).toBeVisible();
    const names = tab.locator('.mypage-recents li a');
    await expect(names.nth(0)).toHaveText(newer.itemName);
    await expect(names.nth(1)).toHaveText(older.itemName);
    await tab.close();
  });
});
