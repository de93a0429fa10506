import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { expectVisibleFocus, tabTo } from '../../fixtures/keyboard.ts';

const SEARCH = '검색';
const PANEL = '검색어 추천';
const ALL_CATEGORIES = '전체 카테고리';

test.describe('Keyboard', () => {
  test('the header: skip link, search box and its panel, category menu, all by keyboard with a visible focus', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '본문 바로가기' });
    await expect(skip).toBeFocused();
    await expectVisibleFocus(skip);

    const box = page.getByRole('searchbox', { name: SEARCH });
    await tabTo(page, box);
    await expectVisibleFocus(box, page.getByRole('search'));
    const panel = page.getByRole('region', { name: PANEL });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(box).toBeFocused();

    const toggle = page.locator('summary', { hasText: ALL_CATEGORIES });
    await tabTo(page, toggle);
    await expect(panel, 'focus leaving the search box closes its panel').toBeHidden();
    await expectVisibleFocus(toggle);
    await page.keyboard.press('Enter');
    const firstCategory = page.locator('.shell-catmenu__panel a').first();
    await expect(firstCategory).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstCategory).toBeFocused();
    await expectVisibleFocus(firstCategory);
    await page.keyboard.press('Escape');
    await expect(firstCategory).toBeHidden();
    await expect(toggle).toBeFocused();

    await tabTo(page, box, 20, true);
    await page.keyboard.type('니트');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=%EB%8B%88%ED%8A%B8$/);
  });
});
