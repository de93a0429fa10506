import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { DEMO_MEMBER } from '../../fixtures/auth-util.ts';
import { messengerMessages } from '../../fixtures/operator.ts';

/** demo01's messenger channel id in the seed (apps/api/src/seed/data/messenger-channels.ts). */
const DEMO_AUID = 'kakao-auid-demo01';

/** An in-stock item without options: 장바구니 puts it in the cart at once. */
async function plainItem(request: APIRequestContext): Promise<{ itemId: number; itemUserCode: string }> {
  const list = ((await (await request.get('/api/item?itemsPerPage=100')).json()) as { content: { itemId: number; itemUserCode: string; itemOptionFlag: string; itemSoldOutFlag: string; nonmemberOrderType: string }[] }).content;
  const item = list.find((c) => c.itemOptionFlag === 'N' && c.itemSoldOutFlag === 'N');
  if (!item) throw new Error('no plain in-stock item');
  return item;
}

async function addToCartOnItemPage(page: Page, itemUserCode: string): Promise<void> {
  await page.goto(`/items/${itemUserCode}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '장바구니', exact: true }).click();
  await expect(page.getByText('장바구니에 상품을 담았습니다. 바로 확인하시겠습니까?')).toBeVisible();
}

test.describe('Messenger channel (spec section 7)', () => {
  test('a member with a channel notifies it on add to cart and wishlist; a visitor notifies nothing', async ({ page, request, auth, context }) => {
    const item = await plainItem(request);
    const before = (await messengerMessages(request)).length;

    // A visitor: no channel, no messenger call.
    await addToCartOnItemPage(page, item.itemUserCode);
    await page.waitForTimeout(1000);
    expect((await messengerMessages(request)).length).toBe(before);
    expect((await context.cookies()).some((c) => c.name === 'SALESON_CHANNEL')).toBe(false);

    // demo01 has a channel: the channel id is fetched once and kept encrypted; the add is sent to it.
    await page.goto('/auth/login');
    await waitForHydration(page);
    await auth.fillLogin(DEMO_MEMBER.loginId, DEMO_MEMBER.password);
    await auth.submit();
    await expect(page).toHaveURL(/\/$/);
    await addToCartOnItemPage(page, item.itemUserCode);
    await expect.poll(async () => (await messengerMessages(request)).length).toBe(before + 1);
    const [sent] = await messengerMessages(request);
    expect(sent).toMatchObject({ kind: 'ADD_TO_CART', auid: DEMO_AUID, target: String(item.itemId) });
    expect(JSON.parse(sent!.payload)).toEqual({ arrayRequiredItems: [expect.stringMatching(new RegExp(`^${item.itemId}\\|\\|`))] });
    const channel = (await context.cookies()).find((c) => c.name === 'SALESON_CHANNEL');
    expect(channel?.httpOnly).toBe(true);
    expect(decodeURIComponent(channel?.value ?? '')).not.toContain(DEMO_AUID);

    // A wishlist add through the same proxy is sent too; taking it out again is not.
    const toggle = () => page.request.post('/api/wishlist', { data: { itemId: item.itemId } });
    let answer = (await (await toggle()).json()) as { addEventType?: string };
    if (answer.addEventType !== 'ADD') answer = (await (await toggle()).json()) as { addEventType?: string };
    expect(answer.addEventType).toBe('ADD');
    await expect.poll(async () => (await messengerMessages(request))[0]?.kind).toBe('WISHLIST');
    const count = (await messengerMessages(request)).length;
    await toggle();
    await page.waitForTimeout(500);
    expect((await messengerMessages(request)).length).toBe(count);
  });
});
