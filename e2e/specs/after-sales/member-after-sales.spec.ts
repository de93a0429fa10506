import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import {
  addToCartOnItemPages, lineStatus, openClaimCode, openClaimDialog, openOrder, operator, previewedRefund, operatorOrder, payByCardInTestWindow, sendClaim, sentMessages, shoot, threeItems, won,
} from '../../fixtures/after-sales-util.ts';
import { NEW_PASSWORD, registerMember } from '../../fixtures/member-util.ts';
import { OrderUtil } from '../../fixtures/order-util.ts';

const RECEIVER = { name: '한후처리', mobile: '010-3030-4040', zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', detail: '12층' };

test.describe('After-sales: a member', () => {
  test('pays by card in the test window, cancels a line, gets the rest shipped and delivered, returns one line (pickup) and exchanges another; refunds and claims show in my page', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    // A member of this test's own (SMS-verified join), signed in through the login form.
    const { loginId } = await registerMember(request, '한후처리');
    await page.goto('/auth/login?redirect=%2Fmypage');
    await waitForHydration(page);
    await page.getByLabel('아이디', { exact: true }).fill(loginId);
    await page.getByLabel('비밀번호', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/mypage');

    // Three items in the cart, ordered from the cart page and paid by card in the built-in test window.
    const orders = new OrderUtil(page, request);
    const [cancelled, returned, exchanged] = await threeItems(orders);
    if (!cancelled || !returned || !exchanged) throw new Error('three items needed');
    await addToCartOnItemPages(page, [cancelled, returned, exchanged]);
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\?sheet=/);
    await waitForHydration(page);
    await page.getByLabel('받는사람', { exact: true }).fill(RECEIVER.name);
    await page.getByLabel('받는사람 휴대폰').fill(RECEIVER.mobile);
    await page.getByLabel('우편번호').fill(RECEIVER.zipcode);
    await page.getByLabel('주소', { exact: true }).fill(RECEIVER.address);
    await page.getByLabel('상세주소').fill(RECEIVER.detail);
    const orderCode = await payByCardInTestWindow(page);
    const detailPath = `/mypage/orders/${orderCode}`;

    // 결제완료: the member cancels one line before it ships; the operator approves (a partial refund at the gateway).
    await page.getByRole('link', { name: '주문내역 확인' }).click();
    await expect(page).toHaveURL(detailPath);
    await waitForHydration(page);
    await expect(page.getByTestId('order-status')).toHaveText('결제완료');
    const cancel = await openClaimDialog(page, '주문취소', '취소신청', [cancelled.itemName]);
    await cancel.getByLabel('취소사유').selectOption({ label: '주문 실수' });
    const cancelRefund = await previewedRefund(cancel);
    expect(cancelRefund).toBeGreaterThan(0);
    await sendClaim(page, cancel, '취소신청 되었습니다.');
    await expect(lineStatus(page, cancelled.itemName)).toHaveText('취소요청');
    expect(await operator('approve', orderCode)).toMatch(/request approved \(claim C/);

    // The operator prepares, ships with a carrier and tracking number, and delivers (pnpm operator).
    await operator('prepare', orderCode);
    expect(await operator('ship', orderCode, '--carrier', 'cj', '--tracking', '556677889900')).toContain('tracking 556677889900');
    await openOrder(page, detailPath);
    await expect(page.getByTestId('order-status')).toHaveText('배송중');
    await expect(page.getByRole('link', { name: '배송조회' }).first()).toHaveAttribute('href', /556677889900/);
    await operator('deliver', orderCode);

    // 배송완료: a return of one line with a pickup from the order's address, and an exchange of another.
    await openOrder(page, detailPath);
    await expect(page.getByTestId('order-status')).toHaveText('배송완료');
    await expect(lineStatus(page, cancelled.itemName)).toHaveText('취소완료');
    const ret = await openClaimDialog(page, '반품신청', '반품신청', [returned.itemName]);
    await ret.getByLabel('반품사유').selectOption({ label: '상품 불량/파손' });
    await expect(ret.getByRole('radio', { name: '회수요청' })).toBeChecked();
    await expect(ret.getByLabel('이름', { exact: true })).toHaveValue(RECEIVER.name);
    await expect(ret.getByLabel('주소', { exact: true })).toHaveValue(RECEIVER.address);
    const returnRefund = await previewedRefund(ret);
    expect(returnRefund).toBeGreaterThan(0);
    await shoot(page, testInfo, 'member-return-dialog');
    await sendClaim(page, ret, '반품신청 되었습니다.');
    await expect(lineStatus(page, returned.itemName)).toHaveText('반품요청');
    const exchange = await openClaimDialog(page, '교환신청', '교환신청', [exchanged.itemName]);
    await exchange.getByLabel('교환사유').selectOption({ label: '사이즈/색상 변경' });
    await expect(exchange.getByRole('radio', { name: '주문 시 배송지로 받기' })).toBeChecked();
    await sendClaim(page, exchange, '교환신청 되었습니다.');
    await expect(lineStatus(page, exchanged.itemName)).toHaveText('교환요청');

    // The operator approves both (two open requests: each by its claim code).
    const returnCode = await openClaimCode(request, orderCode, 'RETURN');
    const exchangeCode = await openClaimCode(request, orderCode, 'EXCHANGE');
    expect(await operator('approve', returnCode)).toContain(`claim ${returnCode}: approved`);
    expect(await operator('approve', exchangeCode)).toContain(`claim ${exchangeCode}: approved`);

    // My page: the lines' states, and both refunds in the payment record (the card payment itself stays paid).
    await openOrder(page, detailPath);
    await expect(lineStatus(page, cancelled.itemName)).toHaveText('취소완료');
    await expect(lineStatus(page, returned.itemName)).toHaveText('반품완료');
    await expect(lineStatus(page, exchanged.itemName)).toHaveText('교환완료');
    const payments = page.locator('section[aria-labelledby="detail-payment"]');
    await expect(payments.getByTestId('payment-state')).toHaveText('결제완료');
    await expect(payments.getByTestId('payment-refund')).toHaveText(won(cancelRefund + returnRefund));
    const { claims } = await operatorOrder(request, orderCode);
    expect(claims.map((c) => [c.claimType, c.status, c.refundStatus])).toEqual([['CANCEL', 'COMPLETED', 'REFUNDED'], ['RETURN', 'COMPLETED', 'REFUNDED'], ['EXCHANGE', 'COMPLETED', 'NONE']]);

    // /mypage/orders/claims: the cancel, the return and the exchange under their tabs, with their states and refunds.
    await page.goto('/mypage/orders/claims');
    await waitForHydration(page);
    const claimOf = () => page.getByRole('listitem').filter({ hasText: orderCode });
    await expect(claimOf().getByTestId('claim-status')).toHaveText('취소완료');
    await expect(claimOf().getByTestId('claim-refund')).toHaveText(won(cancelRefund));
    await expect(claimOf()).toContainText('환불완료');
    await shoot(page, testInfo, 'member-claims-cancel');
    await page.getByRole('link', { name: '반품신청', exact: true }).click();
    await expect(page).toHaveURL(/claimType=RETURN/);
    await expect(claimOf().getByTestId('claim-status')).toHaveText('반품완료');
    await expect(claimOf().getByTestId('claim-refund')).toHaveText(won(returnRefund));
    await expect(claimOf()).toContainText(returned.itemName);
    await shoot(page, testInfo, 'member-claims-return');
    await page.getByRole('link', { name: '교환신청', exact: true }).click();
    await expect(page).toHaveURL(/claimType=EXCHANGE/);
    await expect(claimOf().getByTestId('claim-status')).toHaveText('교환완료');
    await expect(claimOf()).toContainText(exchanged.itemName);
    await shoot(page, testInfo, 'member-claims-exchange');

    // What each step told the member (the outbox): paid, the cancel accepted and refunded, shipped with the
    // tracking number, delivered, the return accepted and refunded, the exchange accepted; never a card number.
    const messages = await sentMessages(request, orderCode, [
      'PAYMENT_CONFIRMED', 'CLAIM_ACCEPTED', 'REFUND_PAID', 'SHIPPED', 'DELIVERED', 'CLAIM_ACCEPTED', 'REFUND_PAID', 'CLAIM_ACCEPTED',
    ]);
    const text = (i: number) => messages[i]?.body ?? '';
    expect(text(0)).toContain('결제가 완료되었습니다');
    expect(text(1)).toMatch(new RegExp(`취소 요청이 승인되었습니다[\\s\\S]*신청상품: ${escape(cancelled.itemName)} 1개`));
    expect(text(2)).toContain(`환불금액: ${won(cancelRefund)}`);
    expect(text(3)).toMatch(/택배사: CJ대한통운\n송장번호: 556677889900\n배송조회: https:\/\//);
    expect(text(4)).toContain('배송이 완료되었습니다');
    expect(text(5)).toMatch(new RegExp(`반품 요청이 승인되었습니다[\\s\\S]*신청상품: ${escape(returned.itemName)} 1개`));
    expect(text(6)).toContain(`환불금액: ${won(returnRefund)}`);
    expect(text(7)).toMatch(new RegExp(`교환 요청이 승인되었습니다[\\s\\S]*신청상품: ${escape(exchanged.itemName)} 1개`));
    for (const m of messages) {
      expect(m.body).toContain(orderCode);
      expect(m.body).not.toMatch(/\d{4}-?\d{4}-?\d{4}-?\d{4}/);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
