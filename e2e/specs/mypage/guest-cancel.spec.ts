import { randomUUID } from 'node:crypto';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { freshPhone, verifyPhoneOnPage } from '../../fixtures/member-util.ts';
import { apiOrigin, cancelUnpaidOrder, placeOrder, plainItem } from '../../fixtures/mypage-util.ts';

test.describe('Guest orders: cancelling', () => {
  test('a guest signed in by name, phone and SMS code in a fresh browser cancels an unpaid order placed in another one', async ({ page, request }) => {
    const phone = freshPhone();
    const item = await plainItem(request);
    // The order comes from another browser (a visitor id of its own), straight on the API (the guest checkout is cart-order's).
    const placed = await placeOrder(request, item.itemId, {
      base: apiOrigin(), headers: { salesonid: randomUUID() },
      guest: { buyer: { userName: '취소손님', mobile: phone, email: 'guest@example.com' }, guestPassword: 'e2e-pass1' },
    });

    await page.goto('/guest/orders');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fguest%2Forders$/);
    await waitForHydration(page);
    await page.getByRole('tab', { name: '휴대폰 인증으로 조회' }).click();
    await verifyPhoneOnPage(page, '취소손님', phone);
    await expect(page.getByRole('button', { name: '인증성공' })).toBeVisible();
    await page.getByRole('button', { name: '주문조회' }).click();
    await expect(page).toHaveURL(/\/guest\/orders$/);
    await waitForHydration(page);

    const card = page.getByRole('article', { name: new RegExp(placed.orderCode) });
    await cancelUnpaidOrder(page, card);

    // The order itself was cancelled (its number and password show it so), not just the page.
    const { token } = (await (await request.post(`${apiOrigin()}/api/auth/guest-token`, { data: { orderCode: placed.orderCode, guestPassword: 'e2e-pass1' } })).json()) as { token: string };
    const detail = (await (await request.get(`${apiOrigin()}/api/guest/order-detail?orderCode=${placed.orderCode}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { orderStatus: string };
    expect(detail.orderStatus).toBe('CANCELLED');
  });
});
