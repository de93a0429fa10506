import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { advance, advanceClaim, loginAt, placeOrder, plainItems } from '../../fixtures/mypage-util.ts';

type Detail = { item: { itemSequence: number; itemName: string; itemAmount: number }[] };
type Claims = { content: { claimCode: string; orderCode: string; refundAmount: number }[] };
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test.describe('My page claims of some lines', () => {
  test('a member buys two items in one order, cancels one line with the partial refund preview, and sees the partial refund', async ({ page }) => {
    await loginAt(page, '/mypage');
    const [first, second] = await plainItems(page.request, 2);
    if (!first || !second) throw new Error('two items needed');
    const placed = await placeOrder(page.request, [first.itemId, second.itemId]);
    await advance(page.request, placed.orderCode, 'PAID');
    const detail = (await (await page.request.get(`/api/order/detail?orderCode=${placed.orderCode}`)).json()) as Detail;
    const kept = detail.item.find((i) => i.itemName === first.itemName);
    const cancelled = detail.item.find((i) => i.itemName === second.itemName);
    if (!kept || !cancelled) throw new Error('order lines not found');

    await page.goto(`/mypage/orders/${placed.orderCode}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '주문취소' }).click();
    const dialog = page.getByRole('dialog', { name: '취소신청' });
    // Every line is picked at first: the preview is the whole order's.
    await expect(dialog.getByTestId('refund-total')).toHaveText(won(placed.payAmount));
    await dialog.getByRole('checkbox', { name: `${first.itemName} 선택` }).uncheck();
    await expect(dialog.getByTestId('refund-items')).toHaveText(won(cancelled.itemAmount));
    await expect(dialog.getByRole('heading', { name: /부분취소/ })).toBeVisible();
    const total = (await dialog.getByTestId('refund-total').textContent()) ?? '';
    const refund = Number(total.replace(/[^0-9]/g, ''));
    expect(refund).toBeGreaterThan(0);
    expect(refund).toBeLessThan(placed.payAmount);
    await dialog.getByLabel('취소사유').selectOption({ index: 1 });
    await dialog.getByLabel('예금주명').fill('이쇼핑');
    await dialog.getByLabel('은행선택').selectOption('KB국민은행');
    await dialog.getByLabel('계좌번호').fill('123-456-7890');
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('취소신청 되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: second.itemName }).getByTestId('line-status')).toHaveText('취소요청');
    await expect(rows.filter({ hasText: first.itemName }).getByTestId('line-status')).toHaveText('결제완료');

    const claims = (await (await page.request.get('/api/order/claims?claimType=CANCEL')).json()) as Claims;
    const claim = claims.content.find((c) => c.orderCode === placed.orderCode);
    if (!claim) throw new Error('claim not listed');
    expect(claim.refundAmount).toBe(refund);
    await advanceClaim(page.request, claim.claimCode, 'COMPLETE');
    await page.goto('/mypage/orders/claims?claimType=CANCEL');
    const item = page.getByRole('listitem').filter({ hasText: placed.orderCode });
    await expect(item.getByTestId('claim-status')).toHaveText('취소완료');
    await expect(item.getByTestId('claim-refund')).toHaveText(won(refund));
    await expect(item).toContainText('환불완료');
    await page.goto(`/mypage/orders/${placed.orderCode}`);
    await expect(page.getByTestId('order-status')).toHaveText('결제완료');
    await expect(rows.filter({ hasText: second.itemName }).getByTestId('line-status')).toHaveText('취소완료');
  });

  test('the member withdraws a return of one line while it is still only applied', async ({ page }) => {
    await loginAt(page, '/mypage');
    const [first, second] = await plainItems(page.request, 2);
    if (!first || !second) throw new Error('two items needed');
    const placed = await placeOrder(page.request, [first.itemId, second.itemId]);
    await advance(page.request, placed.orderCode, 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED');
    await page.goto(`/mypage/orders/${placed.orderCode}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '반품신청' }).click();
    const dialog = page.getByRole('dialog', { name: '반품신청' });
    await dialog.getByRole('checkbox', { name: '전체선택' }).uncheck();
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('수량을 선택하세요.');
    await dialog.getByRole('checkbox', { name: `${first.itemName} 선택` }).check();
    await dialog.getByLabel('반품사유').selectOption({ label: '단순 변심' });
    await expect(dialog.getByTestId('refund-total')).toBeVisible();
    // The pickup address has 주소 검색 too; without Daum's window (an empty stand-in here) it stays typed by hand.
    await page.route('https://t1.daumcdn.net/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
    await dialog.getByRole('button', { name: '주소 검색' }).click();
    await expect(dialog.getByText('주소 검색을 불러오지 못했습니다. 우편번호와 주소를 직접 입력해 주세요.')).toBeVisible();
    await expect(dialog.getByLabel('우편번호')).toBeFocused();
    await dialog.getByLabel('예금주명').fill('이쇼핑');
    await dialog.getByLabel('은행선택').selectOption('KB국민은행');
    await dialog.getByLabel('계좌번호').fill('123-456-7890');
    await dialog.getByRole('button', { name: '신청하기' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('반품신청 되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    const rows = page.getByRole('row');
    await expect(rows.filter({ hasText: first.itemName }).getByTestId('line-status')).toHaveText('반품요청');
    await expect(page.getByTestId('order-status')).toHaveText('배송완료');

    await page.goto('/mypage/orders/claims?claimType=RETURN');
    await waitForHydration(page);
    const claim = page.getByRole('listitem').filter({ hasText: placed.orderCode });
    await expect(claim.getByTestId('claim-status')).toHaveText('반품신청');
    await claim.getByRole('button', { name: '신청 철회' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('신청이 철회되었습니다.');
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(claim.getByTestId('claim-status')).toHaveText('반품철회');
    await expect(claim.getByRole('button', { name: '신청 철회' })).toHaveCount(0);
    await page.goto(`/mypage/orders/${placed.orderCode}`);
    await expect(rows.filter({ hasText: first.itemName }).getByTestId('line-status')).toHaveText('배송완료');
    await expect(page.getByRole('button', { name: '반품신청' })).toBeVisible();
  });
});
