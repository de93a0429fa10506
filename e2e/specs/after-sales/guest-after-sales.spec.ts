import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import {
  addToCartOnItemPages, lineStatus, openClaimCode, openClaimDialog, openOrder, operator, previewedRefund, operatorOrder, payByCardInTestWindow, sendClaim, sentMessages, shoot, threeItems, won,
} from '../../fixtures/after-sales-util.ts';
import { freshPhone } from '../../fixtures/member-util.ts';
import { OrderUtil } from '../../fixtures/order-util.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('After-sales: a guest', () => {
  test('pays by card in the test window, cancels a line, returns one (pickup) and exchanges another through the guest order pages; refunds show there', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    // A guest of this test's own: a fresh phone and password, a cart of this browser's visitor.
    const guest = { name: '구후처리', mobile: freshPhone(), email: 'after-sales@example.com', password: 'after-sales-77' };
    const orders = new OrderUtil(page, request);
    const [cancelled, returned, exchanged] = await threeItems(orders, 3);
    if (!cancelled || !returned || !exchanged) throw new Error('three items needed');
    await addToCartOnItemPages(page, [cancelled, returned, exchanged]);
    await page.getByRole('button', { name: '주문하기' }).click();
    await expect(page).toHaveURL(/\/order\/guest-agreement\?sheet=/);
    await waitForHydration(page);
    await page.getByLabel('전체 동의').check();
    await page.getByRole('button', { name: '비회원으로 주문하기' }).click();
    await expect(page).toHaveURL(/\/order\/checkout\?sheet=[^&]+&guest=Y/);
    await waitForHydration(page);
    await page.getByLabel('주문자명').fill(guest.name);
    await page.getByLabel('주문자 휴대폰').fill(guest.mobile);
    await page.getByLabel('주문자 이메일').fill(guest.email);
    await page.getByLabel('주문 비밀번호', { exact: true }).fill(guest.password);
    await page.getByLabel('주문 비밀번호 확인').fill(guest.password);
    await page.getByLabel('받는사람', { exact: true }).fill(guest.name);
    await page.getByLabel('받는사람 휴대폰').fill(guest.mobile);
    await page.getByLabel('우편번호').fill('04524');
    await page.getByLabel('주소', { exact: true }).fill('서울특별시 중구 세종대로 110');
    await page.getByLabel('상세주소').fill('3층');
    const orderCode = await payByCardInTestWindow(page);
    const detailPath = `/guest/orders/${orderCode}`;

    // The guest order pages, reached from the completion page with the order number and password.
    await page.getByRole('link', { name: '비회원 주문조회 바로가기' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fguest%2Forders$/);
    await waitForHydration(page);
    await page.getByLabel('주문번호').fill(orderCode);
    await page.getByLabel('주문 비밀번호').fill(guest.password);
    await page.getByRole('button', { name: '주문조회' }).click();
    await expect(page).toHaveURL(/\/guest\/orders$/);
    await waitForHydration(page);
    const card = page.getByRole('article', { name: new RegExp(orderCode) });
    // The card shows each line's state (three lines, all paid).
    await expect(card.getByTestId('order-status')).toHaveText(['결제완료', '결제완료', '결제완료']);
    await card.getByRole('link', { name: `${orderCode} 주문상세` }).click();
    await expect(page).toHaveURL(detailPath);
    await waitForHydration(page);

    // 결제완료: one line cancelled by the guest, approved by the operator (a partial refund of the card payment).
    const cancel = await openClaimDialog(page, '주문취소', '취소신청', [cancelled.itemName]);
    await cancel.getByLabel('취소사유').selectOption({ label: '주문 실수' });
    const cancelRefund = await previewedRefund(cancel);
    await sendClaim(page, cancel, '취소신청 되었습니다.');
    await expect(lineStatus(page, cancelled.itemName)).toHaveText('취소요청');
    await operator('approve', orderCode);
    await operator('prepare', orderCode);
    await operator('ship', orderCode, '--carrier', 'hanjin', '--tracking', '4455667788');
    await openOrder(page, detailPath);
    await expect(page.getByTestId('order-status')).toHaveText('배송중');
    await expect(page.getByRole('link', { name: '배송조회' }).first()).toHaveAttribute('href', /4455667788/);
    await operator('deliver', orderCode);

    // 배송완료: a return (pickup from the order's address) and an exchange, each of one line.
    await openOrder(page, detailPath);
    await expect(page.getByTestId('order-status')).toHaveText('배송완료');
    const ret = await openClaimDialog(page, '반품신청', '반품신청', [returned.itemName]);
    await ret.getByLabel('반품사유').selectOption({ label: '다른 상품 배송' });
    await expect(ret.getByRole('radio', { name: '회수요청' })).toBeChecked();
    await expect(ret.getByLabel('휴대폰번호', { exact: true })).toHaveValue(guest.mobile);
    const returnRefund = await previewedRefund(ret);
    expect(returnRefund).toBeGreaterThan(0);
    await shoot(page, testInfo, 'guest-return-dialog');
    await sendClaim(page, ret, '반품신청 되었습니다.');
    const exchange = await openClaimDialog(page, '교환신청', '교환신청', [exchanged.itemName]);
    await exchange.getByLabel('교환사유').selectOption({ label: '상품 불량/파손' });
    await shoot(page, testInfo, 'guest-exchange-dialog');
    await sendClaim(page, exchange, '교환신청 되었습니다.');
    await expect(lineStatus(page, returned.itemName)).toHaveText('반품요청');
    await expect(lineStatus(page, exchanged.itemName)).toHaveText('교환요청');

    await operator('approve', await openClaimCode(request, orderCode, 'RETURN'));
    await operator('approve', await openClaimCode(request, orderCode, 'EXCHANGE'));

    // The guest's order page: every line's outcome and both refunds in the payment record.
    await openOrder(page, detailPath);
    await expect(lineStatus(page, cancelled.itemName)).toHaveText('취소완료');
    await expect(lineStatus(page, returned.itemName)).toHaveText('반품완료');
    await expect(lineStatus(page, exchanged.itemName)).toHaveText('교환완료');
    const payments = page.locator('section[aria-labelledby="detail-payment"]');
    await expect(payments.getByTestId('payment-state')).toHaveText('결제완료');
    await expect(payments.getByTestId('payment-refund')).toHaveText(won(cancelRefund + returnRefund));
    // Its requests, listed on the order page (a guest has no claims page): the cancel, the return and the exchange.
    const requests = page.getByRole('region', { name: '취소/반품/교환 신청 내역' }).getByRole('listitem');
    await expect(requests).toHaveCount(3);
    await expect(requests.getByTestId('claim-status')).toHaveText(['취소완료', '반품완료', '교환완료']);
    await expect(requests.nth(0).getByTestId('claim-refund')).toHaveText(won(cancelRefund));
    await expect(requests.nth(1).getByTestId('claim-refund')).toHaveText(won(returnRefund));
    await expect(requests.nth(1)).toContainText('환불완료');
    await expect(requests.nth(2)).toContainText(exchanged.itemName);
    await shoot(page, testInfo, 'guest-order-after-claims');
    const { claims } = await operatorOrder(request, orderCode);
    expect(claims.map((c) => [c.claimType, c.status, c.refundAmount])).toEqual([['CANCEL', 'COMPLETED', cancelRefund], ['RETURN', 'COMPLETED', returnRefund], ['EXCHANGE', 'COMPLETED', 0]]);

    // What each step told the guest's phone: never the order password.
    const messages = await sentMessages(request, orderCode, [
      'PAYMENT_CONFIRMED', 'CLAIM_ACCEPTED', 'REFUND_PAID', 'SHIPPED', 'DELIVERED', 'CLAIM_ACCEPTED', 'REFUND_PAID', 'CLAIM_ACCEPTED',
    ]);
    expect(messages.map((m) => (m.recipient ?? '').replace(/\D/g, ''))).toEqual(messages.map(() => guest.mobile.replace(/\D/g, '')));
    expect(messages[3]?.body).toMatch(/택배사: 한진택배\n송장번호: 4455667788/);
    expect(messages[5]?.body).toMatch(new RegExp(`반품 요청이 승인되었습니다[\\s\\S]*신청상품: ${escape(returned.itemName)} 1개`));
    expect(messages[6]?.body).toContain(`환불금액: ${won(returnRefund)}`);
    expect(messages[7]?.body).toMatch(new RegExp(`교환 요청이 승인되었습니다[\\s\\S]*신청상품: ${escape(exchanged.itemName)} 1개`));
    for (const m of messages) expect(m.body).not.toContain(guest.password);
  });
});
