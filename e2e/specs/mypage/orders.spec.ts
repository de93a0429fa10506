import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { advance, apiOrigin, loginAt, placeOrder, plainItem, PNG_PIXEL } from '../../fixtures/mypage-util.ts';

test.describe('My page orders', () => {
  test('a member buys, sees the order waiting for the deposit and cancels it at once', async ({ page }) => {
    await loginAt(page, '/mypage');
    const item = await plainItem(page.request);
    const placed = await placeOrder(page.request, item.itemId);
    await page.goto('/mypage/orders');
    await waitForHydration(page);
    const card = page.getByRole('article', { name: new RegExp(placed.orderCode) });
    await expect(card.getByTestId('order-status')).toHaveText('입금대기');
    await card.getByRole('button', { name: '주문취소' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('주문이 취소되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(card.getByTestId('order-status')).toHaveText('취소완료');
    await expect(card.getByRole('button', { name: '주문취소' })).toHaveCount(0);
  });

  test('after delivery the member confirms the purchase and writes a photo review that the item page shows at once', async ({ page }) => {
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
    await dialog.getByRole('button', { name: '등록' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('후기가 등록되었습니다. 2,000P가 적립되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(card.getByRole('button', { name: '후기작성' })).toHaveCount(0);

    await page.goto(`/items/${item.itemUserCode}`);
    await expect(page.getByText(text)).toBeAttached();
    const mine = (await (await page.request.get(`/api/item/reviews?itemUserCode=${item.itemUserCode}`)).json()) as { content: { content: string; images: string[] }[] };
    const photo = mine.content.find((r) => r.content === text)?.images[0] ?? '';
    expect(photo).toMatch(/^\/upload\/reviews\//);
    expect((await page.request.get(photo)).status()).toBe(200);
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

  test('nobody else reads the order: another guessed code is a 404 page', async ({ page }) => {
    await loginAt(page, '/mypage');
    const response = await page.goto('/mypage/orders/ONOSUCHORDER00000');
    expect(response?.status()).toBe(404);
    const operatorWithoutToken = await page.request.post(`${apiOrigin()}/api/operator/order/advance`, { data: { orderCode: 'ONOSUCHORDER', to: 'PAID' } });
    expect(operatorWithoutToken.status()).toBe(401);
  });
});
