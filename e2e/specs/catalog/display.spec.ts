import { expect, test, waitForHydration } from '../../fixtures/index.ts';

type Card = { itemName: string };
type Page<T> = { content: T[]; pagination: { totalElements: number } };

test.describe('Display pages', () => {
  test('new items come from the API, 24 per page', async ({ page, request }) => {
    const api = (await (await request.get('/api/display/new?size=24')).json()) as Page<Card>;
    await page.goto('/display/new');
    await expect(page.getByRole('heading', { level: 1, name: '신상품' })).toBeVisible();
    await expect(page.getByText(`총 ${api.pagination.totalElements}개 상품`)).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(escape(api.content[0]!.itemName)) }).first()).toBeVisible();
  });

  test('MD picks show the first tag by default and a tag from the query string', async ({ page, request }) => {
    const { tags } = (await (await request.get('/api/display/md-tags')).json()) as { tags: string[] };
    await page.goto('/display/md');
    const chips = page.getByRole('navigation', { name: 'MD추천 태그' });
    await expect(chips.getByRole('link', { name: `#${tags[0]}` })).toHaveAttribute('aria-current', 'page');
    await waitForHydration(page);
    await chips.getByRole('link', { name: `#${tags[1]}` }).click();
    await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tags[1]!)}`));
    await expect(chips.getByRole('link', { name: `#${tags[1]}` })).toHaveAttribute('aria-current', 'page');
    const api = (await (await request.get(`/api/display/md?tag=${encodeURIComponent(tags[1]!)}`)).json()) as Page<Card>;
    await expect(page.getByRole('link', { name: new RegExp(escape(api.content[0]!.itemName)) }).first()).toBeVisible();
  });

  test('best ranks the top 100 01…100 and switches category tabs', async ({ page, catalog }) => {
    await page.goto('/display/best');
    const ranking = page.getByRole('list', { name: '전체 베스트 순위' });
    await expect(ranking.getByLabel('1위', { exact: true })).toHaveText('01');
    await expect(ranking.getByLabel('100위', { exact: true })).toHaveText('100');
    const [first] = await catalog.categories();
    await waitForHydration(page);
    await page.getByRole('navigation', { name: '베스트 분류' }).getByRole('link', { name: first!.name }).click();
    await expect(page).toHaveURL(new RegExp(`category=${first!.url}`));
    await expect(page.getByRole('list', { name: `${first!.name} 베스트 순위` })).toBeVisible();
  });

  test('the review wall shows stored reviews and filters by brand', async ({ page, request }) => {
    const wall = (await (await request.get('/api/display/reviews?size=20')).json()) as Page<{ content: string }>;
    await page.goto('/display/review');
    await expect(page.getByRole('heading', { level: 1, name: '리뷰' })).toBeVisible();
    await expect(page.getByText(wall.content[0]!.content).first()).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: '포토 리뷰만 보기' }).check();
    await expect(page).toHaveURL(/photo=Y/);
    await expect(page.getByRole('img', { name: /리뷰 사진$/ }).first()).toBeVisible();
  });

  test('the time deal countdown ticks down from the server time', async ({ page }) => {
    await page.goto('/display/timedeal');
    await waitForHydration(page);
    const deal = page.getByTestId('time-deal').first();
    const timer = deal.getByRole('timer');
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3000 });
    const seconds = (text: string | null) => {
      const match = /(?:(\d+)Day)?(\d\d) : (\d\d) : (\d\d)/.exec(text ?? '');
      return match ? Number(match[1] ?? 0) * 86400 + Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4]) : Number.NaN;
    };
    expect(seconds(await timer.textContent())).toBeLessThan(seconds(before));
    await expect(page.getByText(/~ .+ \/ /).first()).toBeVisible();
  });

  test('brands list and a brand page render from the API, its items sortable', async ({ page, request }) => {
    const { list } = (await (await request.get('/api/brand')).json()) as { list: { id: number; name: string; itemCount: number }[] };
    await page.goto('/brands');
    await expect(page.getByRole('list', { name: '브랜드 목록' }).getByRole('link')).toHaveCount(list.length);
    await waitForHydration(page);
    const brand = list[1]!;
    await page.getByRole('link', { name: new RegExp(brand.name) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/brands/${brand.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: brand.name })).toBeVisible();
    await expect(page.getByText(`총 ${brand.itemCount}개 상품`)).toBeVisible();
    await page.getByRole('combobox').selectOption({ label: '높은 가격순' });
    await expect(page).toHaveURL(/orderBy=SALE_PRICE&sort=DESC/);
    const sorted = (await (await request.get(`/api/brand/${brand.id}/items?orderBy=SALE_PRICE&sort=DESC&size=1`)).json()) as Page<Card>;
    await expect(page.getByTestId('product-card').first()).toContainText(sorted.content[0]!.itemName);
    const missing = await page.goto('/brands/99999');
    expect(missing?.status()).toBe(404);
  });

  test("a seller's shop opens from an item page: its business details and its items, sortable", async ({ page, request, catalog }) => {
    const { items } = await catalog.populatedCategory();
    const { item } = (await (await request.get(`/api/item/${items[0]!.itemUserCode}`)).json()) as { item: { sellerId: number; sellerName: string } };
    const shop = (await (await request.get(`/api/seller/${item.sellerId}/items?size=24`)).json()) as Page<Card> & { seller: { name: string } };
    await page.goto(`/items/${items[0]!.itemUserCode}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: item.sellerName, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/sellers/${item.sellerId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${shop.seller.name} 상품 모아보기` })).toBeVisible();
    await expect(page.getByRole('table', { name: '판매자 정보' })).toBeVisible();
    await expect(page.getByText(`총 ${shop.pagination.totalElements}개 상품`)).toBeVisible();
    await page.getByRole('combobox').selectOption({ label: '높은 가격순' });
    await expect(page).toHaveURL(/orderBy=SALE_PRICE&sort=DESC/);
    const sorted = (await (await request.get(`/api/seller/${item.sellerId}/items?orderBy=SALE_PRICE&sort=DESC&size=1`)).json()) as Page<Card>;
    await expect(page.getByTestId('product-card').first()).toContainText(sorted.content[0]!.itemName);
    expect((await page.goto('/sellers/999999'))?.status()).toBe(404);
    expect((await page.goto('/sellers/abc'))?.status()).toBe(404);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
