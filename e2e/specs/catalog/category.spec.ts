import { expect, test } from '../../fixtures/index.ts';

test.describe('Category page', () => {
  test('the raw HTML, before any script runs, holds the item names from the database', async ({ catalog, request }) => {
    const { category, items, total } = await catalog.populatedCategory();
    const res = await request.get(`/categories/${category.url}`, { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    for (const item of items.slice(0, 5)) expect(html).toContain(escapeHtml(item.itemName));
    expect(html).toContain(`총 ${total.toLocaleString('ko-KR')}개 상품`);
  });

  test('shows breadcrumb, count, sort and 24 items per page with the page in the query string', async ({ page, catalog }) => {
    const { category, total } = await catalog.populatedCategory();
    await page.goto(`/categories/${category.url}`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByText(`총 ${total.toLocaleString('ko-KR')}개 상품`)).toBeVisible();
    await expect(page.locator('a[href^="/items/"]').first()).toBeVisible();
    const cards = await page.locator('[data-testid="product-card"]').count();
    expect(cards).toBe(Math.min(24, total));
    if (total > 24) {
      await page.getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
    }
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}
