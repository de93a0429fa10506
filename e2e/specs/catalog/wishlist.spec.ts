import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';

type Wished = { itemId: number; item: { itemUserCode: string; itemName: string } };

test.describe('Wishlist hearts', () => {
  test("a member's hearts are right on list cards and the item page, and a card's heart toggles the wishlist", async ({ page, auth }) => {
    await page.goto('/auth/login');
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/$/);

    const wished = ((await (await page.request.get('/api/wishlist?size=6')).json()) as { content: Wished[] }).content[0];
    if (!wished) throw new Error('demo01 has no wishlist in the seed');
    const { itemUserCode, itemName } = wished.item;
    await page.goto(`/search?query=${encodeURIComponent(itemName)}`);
    await waitForHydration(page);
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="/items/${itemUserCode}"]`) });
    const heart = card.getByRole('button', { name: `${itemName} 관심상품 담기` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('status')).toHaveText('관심상품에서 삭제되었습니다.');
    const ids = ((await (await page.request.get('/api/wishlist/item-ids')).json()) as { list: number[] }).list;
    expect(ids).not.toContain(wished.itemId);

    // The item page (a client-side navigation) shows the same state, from the same atom.
    await card.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: itemName })).toBeVisible();
    const detailHeart = page.getByRole('button', { name: '관심상품 담기', exact: true });
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
    await detailHeart.click();
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  });
});
