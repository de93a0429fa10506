import { expect, test, waitForHydration } from '../../fixtures/index.ts';

const HEADING = (query: string) => `'${query}' 검색결과`;

test.describe('Search', () => {
  test('an initial-consonant query finds items by their initials, with count, sort and pagination', async ({ page, request }) => {
    // ㅎㅅ is the initial-consonant form of 홍삼 (red ginseng); the API must find those items.
    const api = await (await request.get(`/api/search/result?query=${encodeURIComponent('ㅎㅅ')}&itemsPerPage=100`)).json() as { content: { itemName: string }[]; pagination: { totalElements: number } };
    expect(api.content.some((item) => item.itemName.includes('홍삼'))).toBe(true);

    await page.goto('/');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: '검색' });
    await box.fill('ㅎㅅ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?query=%E3%85%8E%E3%85%85$/);
    await expect(page.getByRole('heading', { level: 1, name: HEADING('ㅎㅅ') })).toBeVisible();
    await expect(page.getByText(`총 ${api.pagination.totalElements.toLocaleString('ko-KR')}개 상품`)).toBeVisible();
    await expect(page.getByRole('link', { name: /홍삼/ }).first()).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(Math.min(24, api.pagination.totalElements));

    await page.getByRole('combobox').selectOption({ label: '낮은 가격순' });
    await expect(page).toHaveURL(/orderBy=SALE_PRICE&sort=ASC/);
    await page.getByRole('link', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('heading', { level: 1, name: HEADING('ㅎㅅ') })).toBeVisible();
  });

  test('partial words match, and no result shows the hints and 메인으로', async ({ page }) => {
    await page.goto(`/search?query=${encodeURIComponent('머스')}`);
    await expect(page.getByRole('link', { name: /샤인머스캣/ }).first()).toBeVisible();

    await page.goto(`/search?query=${encodeURIComponent('없는상품이름zz')}`);
    await expect(page.getByRole('heading', { level: 1, name: HEADING('없는상품이름zz') })).toBeVisible();
    await expect(page.getByText('검색 결과가 없습니다.')).toBeVisible();
    await expect(page.getByText('단어의 철자가 정확한지 확인해 보세요.')).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('link', { name: '메인으로' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the search box shows popular and recent keywords, deletes them, and an empty search follows the recommendation', async ({ page, request }) => {
    const info = await (await request.get('/api/search/info')).json() as { keywords: { keyword: string }[]; recommend: { link: string } | null };
    await page.goto('/');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: '검색' });
    await box.click();
    const panel = page.getByRole('region', { name: '검색어 추천' });
    await expect(panel.getByText('인기검색어')).toBeVisible();
    await expect(panel.getByRole('link', { name: new RegExp(info.keywords[0]?.keyword ?? 'none') })).toBeVisible();
    await expect(panel.getByText('최근 검색어가 없습니다.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    for (const keyword of ['린넨', '니트']) {
      await box.fill(keyword);
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: HEADING(keyword) })).toBeVisible();
    }
    await box.click();
    await expect(panel.getByRole('link', { name: '니트', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: '니트 삭제' }).click();
    await expect(panel.getByRole('link', { name: '니트', exact: true })).toHaveCount(0);
    await expect(panel.getByRole('link', { name: '린넨', exact: true })).toBeVisible();
    await panel.getByRole('button', { name: '전체삭제' }).click();
    await expect(panel.getByText('최근 검색어가 없습니다.')).toBeVisible();
    // A click outside the box (the left margin of the page) closes the panel.
    await page.mouse.click(4, 700);
    await expect(panel).toBeHidden();

    await box.fill('');
    await box.press('Enter');
    if (info.recommend) await expect(page).toHaveURL(new RegExp(`${info.recommend.link.replace(/[?]/g, '\\?')}$`));
  });
});
