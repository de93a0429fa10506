import { randomUUID } from 'node:crypto';
import { expect, test, waitForHydration } from '../../fixtures/index.ts';
import { apiOrigin, buyNowToSheet, loginAt, payByBankTransfer, placeOrder, plainItem } from '../../fixtures/mypage-util.ts';
import { OrderUtil } from '../../fixtures/order-util.ts';

test.describe('My page account and benefits', () => {
  test('the member adds an address as the default, edits and deletes it; one default at a time', async ({ page }) => {
    await loginAt(page, '/account/addresses');
    await waitForHydration(page);
    const title = `e2e-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: '새 배송지 추가' }).click();
    const form = page.getByRole('dialog', { name: '배송지 추가' });
    // 주소 검색 opens Daum's postcode window; a script that loads without it (here: an empty stand-in, as when the
    // network swallows it) leaves the fields to be typed, with the reason shown.
    await page.route('https://t1.daumcdn.net/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
    await form.getByRole('button', { name: '주소 검색' }).click();
    await expect(form.getByText('주소 검색을 불러오지 못했습니다. 우편번호와 주소를 직접 입력해 주세요.')).toBeVisible();
    await expect(form.getByLabel('우편번호')).toBeFocused();
    await form.getByLabel('배송지명').fill(title);
    await form.getByLabel('받는사람').fill('이쇼핑');
    await form.getByLabel('휴대폰번호').fill('010-2345-6789');
    await form.getByLabel('우편번호').fill('123');
    await form.getByLabel('기본주소').fill('서울 중구 세종대로 110');
    await form.getByLabel('상세주소').fill('3층');
    await form.getByLabel('기본 배송지로 설정').check();
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form.getByRole('alert')).toHaveText('우편번호: 5 자리로 입력해 주세요.');
    await form.getByLabel('우편번호').fill('04524');
    await form.getByRole('button', { name: '저장' }).click();
    const entry = page.getByTestId('address').filter({ hasText: title });
    await expect(entry).toContainText('기본배송지');
    await expect(page.getByTestId('address').filter({ hasText: '기본배송지' })).toHaveCount(1);

    await entry.getByRole('button', { name: `${title} 수정` }).click();
    const edit = page.getByRole('dialog', { name: '배송지 수정' });
    await edit.getByLabel('상세주소').fill('5층');
    await edit.getByRole('button', { name: '저장' }).click();
    await expect(entry).toContainText('5층');

    await entry.getByRole('button', { name: `${title} 삭제` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
    await expect(page.getByTestId('address').filter({ hasText: title })).toHaveCount(0);
  });

  test('the member downloads a coupon in my page, picks it on the order sheet, and finds it used with its date and the discount in the order', async ({ page, request }) => {
    await loginAt(page, '/mypage/benefits/coupons');
    await waitForHydration(page);
    // The seed leaves demo02's wallet empty: an item coupon usable on everything (3,000원 off from 30,000원) is there to take.
    const downloadable = (await (await page.request.get('/api/coupon/downloadable')).json()) as {
      list: { couponId: number; couponName: string; downloadedFlag: string; couponPayRestriction: number; couponPayType: string; couponPay: number; couponTargetItemType: string }[];
    };
    const coupon = downloadable.list.find((c) => c.downloadedFlag === 'N' && c.couponPayType === '1');
    if (!coupon) throw new Error(`no fixed-amount coupon left to download: ${JSON.stringify(downloadable.list.map((c) => [c.couponName, c.downloadedFlag]))}`);
    const orders = new OrderUtil(page, request);
    // An item it applies to (every item, or those the coupon names), priced at least its minimum.
    const applies = coupon.couponTargetItemType === '2'
      ? new Set(((await (await page.request.get(`/api/coupon/applies-to/${coupon.couponId}?size=100`)).json()) as { content: { itemId: number }[] }).content.map((a) => a.itemId))
      : undefined;
    const target = await orders.findItem((i) => (applies?.has(i.itemId) ?? true) && i.stockQuantity >= 5 && i.orderMinQuantity <= 1, coupon.couponPayRestriction);
    const before = (await (await page.request.get('/api/coupon?complete=N')).json()) as { availableCount: number };

    await page.getByRole('button', { name: '쿠폰 다운', exact: true }).click();
    const modal = page.getByRole('dialog', { name: '쿠폰 다운' });
    await modal.getByRole('button', { name: `${coupon.couponName} 다운로드` }).click();
    await expect(modal.getByRole('button', { name: `${coupon.couponName} 다운완료` })).toBeDisabled();
    await modal.getByRole('button', { name: '닫기' }).click();
    await expect(page.getByTestId('coupon-available')).toHaveText(`사용가능 쿠폰 (${before.availableCount + 1})`);

    // The order sheet: no points (so changing the coupon asks nothing), then this coupon on the item's line.
    await buyNowToSheet(page, target.itemUserCode);
    const points = page.getByLabel('사용할 포인트');
    if (await points.isEnabled()) {
      await points.fill('0');
      await points.press('Enter');
    }
    const summary = page.getByRole('complementary', { name: '결제 예정 금액' });
    await expect(summary.getByText('포인트 사용').locator('xpath=following-sibling::dd')).toHaveText('0원');
    const select = page.getByLabel(`${target.itemName} 상품 쿠폰`);
    const option = select.locator('option', { hasText: coupon.couponName });
    await select.selectOption({ value: (await option.getAttribute('value')) ?? '' });
    const discount = `-${coupon.couponPay.toLocaleString('ko-KR')}원`;
    await expect(summary.getByText('상품 쿠폰').locator('xpath=following-sibling::dd')).toHaveText(discount);
    const orderCode = await payByBankTransfer(page);

    // 사용 완료 lists it with the day it was used (the order's day), and the order carries the discount.
    const detail = (await (await page.request.get(`/api/order/detail?orderCode=${orderCode}`)).json()) as { createdDate: string; totalCouponDiscountAmount: number };
    expect(detail.totalCouponDiscountAmount).toBe(coupon.couponPay);
    const day = `${detail.createdDate.slice(0, 4)}-${detail.createdDate.slice(4, 6)}-${detail.createdDate.slice(6, 8)}`;
    await page.goto('/mypage/benefits/coupons?complete=Y');
    const used = page.getByRole('listitem').filter({ hasText: coupon.couponName }).filter({ hasText: '사용' });
    await expect(used).toHaveCount(1);
    await expect(used).toContainText(`${day} 사용`);
    await page.goto('/mypage/benefits/coupons');
    await expect(page.getByTestId('coupon-available')).toHaveText(`사용가능 쿠폰 (${before.availableCount})`);
    await page.goto(`/mypage/orders/${orderCode}`);
    await expect(page.getByText('쿠폰할인').locator('xpath=following-sibling::dd')).toHaveText(discount);
  });

  test('a guest looks the order up with its number and password, sees only it and opens its detail', async ({ page, request }) => {
    const item = await plainItem(request);
    // A guest's order straight on the API (the guest checkout page is another team's), as a visitor with its own SALESONID.
    const guestOrder = await placeOrder(request, item.itemId, {
      base: apiOrigin(), headers: { salesonid: randomUUID() },
      guest: { buyer: { userName: '박손님', mobile: '010-9876-5432', email: 'guest@example.com' }, guestPassword: 'e2e-pass1' },
    });
    await page.goto('/guest/orders');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fguest%2Forders$/);
    await waitForHydration(page);
    await page.getByLabel('주문번호').fill(guestOrder.orderCode);
    await page.getByLabel('주문 비밀번호').fill('wrong-pass');
    await page.getByRole('button', { name: '주문조회' }).click();
    await expect(page.getByRole('alert')).toContainText('주문');
    await page.getByLabel('주문 비밀번호').fill('e2e-pass1');
    await page.getByRole('button', { name: '주문조회' }).click();
    await expect(page).toHaveURL(/\/guest\/orders$/);
    const card = page.getByRole('article', { name: new RegExp(guestOrder.orderCode) });
    await expect(card.getByTestId('order-status')).toHaveText('입금대기');
    await expect(page.getByRole('article')).toHaveCount(1);
    await card.getByRole('link', { name: `${guestOrder.orderCode} 주문상세` }).click();
    await expect(page.getByRole('heading', { level: 1, name: '비회원 주문 상세' })).toBeVisible();
    await expect(page.getByText('박손님').first()).toBeVisible();
    const other = await page.goto('/guest/orders/ONOSUCHORDER00000');
    expect(other?.status()).toBe(404);
    const mypage = await page.goto('/mypage/orders');
    expect(mypage?.url()).toContain('/auth/login');
  });
});
