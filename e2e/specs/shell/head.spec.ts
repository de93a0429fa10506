import type { Page } from '@playwright/test';
import { expect, isSameDocument, markWindow, test, waitForHydration } from '../../fixtures/index.ts';

/** What a page's head says: title, description, keywords and Open Graph tags. */
async function head(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      keywords: content('meta[name="keywords"]'),
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogImage: content('meta[property="og:image"]'),
      ogUrl: content('meta[property="og:url"]'),
    };
  });
}

test.describe('The head on client-side navigations', () => {
  test('after a navigation in the page, the head is the one a full load of that address gets', async ({ page, catalog }) => {
    const { category } = await catalog.populatedCategory();
    await page.goto(`/categories/${category.url}`);
    await waitForHydration(page);
    const categoryHead = await head(page);
    await markWindow(page);

    const itemLink = page.locator('main a[href^="/items/"]').first();
    const itemPath = (await itemLink.getAttribute('href'))!;
    await itemLink.click();
    await expect(page).toHaveURL(new RegExp(`${itemPath}$`));
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(async () => (await head(page)).ogUrl).toMatch(new RegExp(`${itemPath}$`));
    const afterNavigation = await head(page);
    expect(afterNavigation.title).not.toBe(categoryHead.title);

    await page.goto(itemPath);
    await expect.poll(() => head(page)).toEqual(afterNavigation);
  });
});
