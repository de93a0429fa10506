import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { advance, anotherMembersOrder, apiOrigin, buyNowToSheet, cancelUnpaidOrder, loginAt, payByBankTransfer, placeOrder, plainItem, PNG_PIXEL } from '../../fixtures/mypage-util.ts';
import { OrderUtil } from '../../fixtures/order-util.ts';
import type { Locator } from '@playwright/test';

/**
 * A picture on screen, loaded and decoded (it loads lazily: scrolled to, as a shopper reading the reviews would;
 * `decode()` rejects for a picture that failed to load or cannot be shown).
 */
async function expectPhotoShown(photo: Locator): Promise<void> {
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.currentSrc, (error: unknown) => `failed: ${String(error)}`))).toMatch(/\/upload\/reviews\/[\w-]+\.png$/);
}

test.describe('My page orders', () => {
  test('a member buys through the order sheet (바로구매, 무통장입금), finds the order in my page and cancels it before paying', async ({ page, request }) => {
    await loginAt(page, '/mypage');
    const item = await new OrderUtil(page, request).buyableItem(20_000, 4);
    await buyNowToSheet(page, item.itemUserCode);
    await expect(page.getByRole('region', { name: /주문상품 정보/ })).toContainText(item.itemName);
    const orderCode = await payByBankTransfer(page);
    await expect(page.getByRole('region', { name: '결제정보' })).toContainText('입금대기');
    const stock = async () => ((await (await request.get(`/api/item/${item.itemUserCode}`)).json()) as { item: { stockQuantity: number } }).item.stockQuantity;
    const stockAfterOrder = await stock();

    await page.goto('/mypage/orders');
    await waitForHydration(page);
    const card = page.getByRole('article', { name: new RegExp(orderCode) });
    await expect(card).toContainText(item.itemName);
    await cancelUnpaidOrder(page, card);
    // The cancel gave the piece back.
    expect(await stock()).toBe(stockAfterOrder + 1);
  });

  test('after delivery the member confirms the purchase and writes a photo review that the item page shows at once, also to a visitor', async ({ page, browser, baseURL }) => {
    await loginAt(page, '/mypage');
    const item = await plainItem(page.request);
    const placed = await placeOrder(page.request, item.itemId);
    await advance(page.request, placed.orderCode, 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED');
    await page.goto('/mypage/orders');
    await waitForHydration(page);
    const card = page.getByRole('article', { name: new RegExp(placed.orderCode) });
    await expect(card.getByRole('link', { name: '배송조회' })).toHaveAttribute('href', /123456789012$/);
    await card.getByRole('button', { name: '구매확정' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('구매확정 되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('구매확정');

    const text = `e2e 후기 ${placed.orderCode}: 포장이 꼼꼼하고 품질이 좋아요.`;
    await card.getByRole('button', { name: '후기작성' }).click();
    const dialog = page.getByRole('dialog', { name: '후기작성' });
    await dialog.getByLabel('4점').check();
    await dialog.getByLabel('후기 내용').fill(text);
    await dialog.getByLabel('사진 (최대 4장)').setInputFiles(PNG_PIXEL);

    // A signed-out visitor opens the item page just before the review is sent: the shell keeps that page (and its
    // review reads) for visitors without a session, so this is the copy a stale cache would show them again.
    const visitor = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const visitorPage = await visitor.newPage();
    const itemUrl = `/items/${item.itemUserCode}`;
    const reviewsOf = async (target: typeof visitorPage) => {
      await waitForHydration(target);
      await target.getByRole('tab', { name: /^후기 \(/ }).click();
      return target.getByRole('region', { name: '후기' });
    };
    await visitorPage.goto(itemUrl);
    await expect(await reviewsOf(visitorPage)).toBeVisible();
    await expect(visitorPage.getByText(text)).toHaveCount(0);

    await dialog.getByRole('button', { name: '등록' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('후기가 등록되었습니다. 2,000P가 적립되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(card.getByRole('button', { name: '후기작성' })).toHaveCount(0);

    // The visitor loads the page again at once: the review and its photo are on it.
    await visitorPage.goto(itemUrl);
    const review = (await reviewsOf(visitorPage)).getByRole('listitem').filter({ hasText: text });
    await expect(review.getByText(text)).toBeVisible();
    await expectPhotoShown(review.getByRole('img', { name: '후기 사진 1' }));
    await visitor.close();

    // The member sees it on the item page too, and in my page.
    await page.goto(itemUrl);
    const mine = (await reviewsOf(page)).getByRole('listitem').filter({ hasText: text });
    await expect(mine.getByText(text)).toBeVisible();
    await expectPhotoShown(mine.getByRole('img', { name: '후기 사진 1' }));
    await page.goto('/mypage/activity/reviews');
    await expect(page.getByText(text)).toBeVisible();
  });

  test('the member returns a delivered order with a refund account and sees the refund less the return fee', async ({ page }) => {
    await loginAt(page, '/mypage');
    const item = await plainItem(page.request);
    const placed = await placeOrder(page.request, item.itemId);
    await advance(page.request, placed.orderCode, 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED');
    await page.goto(`/mypage/orders/${placed.orderCode}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '주문/배송 상세조회' })).toBeVisible();
    await page.getByRole('button', { name: '반품신청' }).click();
    const dialog = page.getByRole('dialog', { name: '반품신청' });
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('반품사유를 선택해주세요.');
    await dialog.getByLabel('반품사유').selectOption({ label: '단순 변심' });
    await dialog.getByLabel('직접발송').check();
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('송장번호를 입력하세요.');
    await dialog.getByLabel('송장번호').fill('987654321');
    await dialog.getByLabel('사진 (최대 4장)').setInputFiles(PNG_PIXEL);
    const detail = (await (await page.request.get(`/api/order/detail?orderCode=${placed.orderCode}`)).json()) as { totalShippingAmount: number };
    const fee = detail.totalShippingAmount === 0 ? 6000 : 3000;
    const refund = placed.payAmount - fee;
    await expect(dialog.getByTestId('refund-total')).toHaveText(`${refund.toLocaleString('ko-KR')}원`);
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('환불계좌 정보를 입력해주세요.');
    await dialog.getByLabel('예금주명').fill('이쇼핑');
    await dialog.getByLabel('은행선택').selectOption('KB국민은행');
    await dialog.getByLabel('계좌번호').fill('123-456-7890');
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('반품신청 되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByTestId('order-status').first()).toHaveText('반품요청');

    await advance(page.request, placed.orderCode, 'RETURNED');
    await page.goto('/mypage/orders/claims?claimType=RETURN');
    const claim = page.getByRole('listitem').filter({ hasText: placed.orderCode });
    await expect(claim.getByTestId('claim-status')).toHaveText('반품완료');
    await expect(claim.getByTestId('claim-refund')).toHaveText(`${refund.toLocaleString('ko-KR')}원`);
    await expect(claim).toContainText('환불완료');
  });

  test('nobody else reads the order: another member\'s real order and a guessed code are 404 pages, and its cancel is refused', async ({ page, request }) => {
    const item = await plainItem(request);
    const theirs = await anotherMembersOrder(request, item.itemId);
    await loginAt(page, '/mypage');
    for (const orderCode of [theirs, 'ONOSUCHORDER00000']) {
      const response = await page.goto(`/mypage/orders/${orderCode}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(orderCode)).toHaveCount(0);
    }
    expect((await page.request.get(`/api/order/detail?orderCode=${theirs}`)).status()).toBe(404);
    expect((await page.request.post('/api/order/cancel', { data: { orderCode: theirs } })).status()).toBe(404);
    await page.goto('/mypage/orders');
    await expect(page.getByRole('article', { name: new RegExp(theirs) })).toHaveCount(0);
    // Their order is as they left it: still waiting for the deposit, so the operator can still move it.
    await advance(request, theirs, 'PAID');
    const operatorWithoutToken = await page.request.post(`${apiOrigin()}/api/operator/order/advance`, { data: { orderCode: 'ONOSUCHORDER', to: 'PAID' } });
    expect(operatorWithoutToken.status()).toBe(401);
  });
});
