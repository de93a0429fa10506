import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop/api-client';
import type { ApiRequest, OrderSheet } from '@shop/api-client';
import { fakeApi, hydrateRoute, renderRoute } from '@shop/testing';
import routes from '../../expose/routes.ts';
import { ClientApiProvider } from '@shop/ui/client-api';
import { orderDetail } from '../../testing/seed/order-detail.ts';
import { orderSheet } from '../../testing/seed/order-sheet.ts';

const MEMBER = { isLoggedIn: true, isGuest: false, status: null, user: { userId: 7, loginId: 'demo01', name: '김데모', email: 'demo01@example.com', loginType: 'ROLE_USER' }, salesonId: 'v-1' };
const PLACED = { orderCode: 'O20261125-AB12', orderStatus: 'WAITING_DEPOSIT', orderStatusLabel: '입금대기', payAmount: 126_810, paymentMethod: 'bank', nextStep: 'COMPLETE', toss: null,
  bank: { bankName: '국민은행', accountNumber: '123401-04-567890', accountHolder: '온라인파워스(주)', depositorName: '김데모', amount: 126_810, deadline: '20261128235959' } };

type Calculate = { itemCoupons?: { itemSequence: number; couponUserId: number }[]; usePoint?: number };

/** The order endpoints: the sheet priced like the server does for this fixture (coupons' fixed amounts, points within 3,000). */
function checkoutApi(options: { sheet?: OrderSheet; save?: (request: ApiRequest) => unknown; after?: OrderSheet; extra?: Record<string, (request: ApiRequest) => unknown> } = {}) {
  let current = options.sheet ?? orderSheet();
  const amounts: Record<number, number> = { 5: 3000, 6: 8090 };
  const api = fakeApi({
    'POST /api/order/payment-step': () => current,
    'POST /api/order/calculate': (request) => {
      const body = request.body as Calculate;
      const itemCoupons = (body.itemCoupons ?? []).map((c) => ({ ...c, discountAmount: amounts[c.couponUserId] ?? 0 }));
      const zipcode = (request.body as { zipcode?: string }).zipcode ?? '';
      return { ...orderSheet({ itemCoupons, usePoint: Math.min(body.usePoint ?? 0, 3000) }), zipcode, islandType: zipcode.startsWith('63') ? 'JEJU' : '' };
    },
    'POST /api/order/save': (request) => {
      if (options.after) current = options.after;
      return options.save ? options.save(request) : PLACED;
    },
    'GET /api/order/detail': () => orderDetail(),
    'POST /api/order/toss/fail': () => ({ code: 'PAY_PROCESS_CANCELED', message: '결제를 취소하셨습니다.' }),
    ...options.extra,
  });
  return api;
}

function open(url: string, api: ReturnType<typeof checkoutApi>, member = true) {
  return renderRoute(routes, url, { api, history: 'browser', store: member ? { session: MEMBER } : {}, wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider> });
}

const couponSelect = (name: string) => screen.getByRole('combobox', { name: `${name} 상품 쿠폰` }) as HTMLSelectElement;
const dialog = () => screen.findByRole('alertdialog');
const summaryValue = (label: string) => within(screen.getByRole('complementary', { name: '결제 예정 금액' })).getByText(label).nextElementSibling?.textContent;
const calculations = (api: ReturnType<typeof checkoutApi>) => api.calls.filter((c) => c.path === '/api/order/calculate').map((c) => c.body);

describe('CheckoutPage', () => {
  it('opens with 최대 혜택 applied and explained, and the full price breakdown', async () => {
    await open('/order/checkout?sheet=sheet-1', checkoutApi());
    expect(screen.getByRole('heading', { level: 1, name: '주문/결제' })).toBeTruthy();
    expect(screen.getByText('최대 혜택이 적용되었습니다')).toBeTruthy();
    expect(screen.getByText("상품 쿠폰 '패션 10% 할인' → 린넨 셔츠 원피스")).toBeTruthy();
    expect(couponSelect('린넨 셔츠 원피스').value).toBe('6');
    expect(couponSelect('코튼 반팔 티셔츠').value).toBe('5');
    expect(summaryValue('총 상품금액')).toBe('140,900원');
    expect(summaryValue('상품 쿠폰')).toBe('-11,090원');
    expect(summaryValue('포인트 사용')).toBe('-3,000원');
    expect(summaryValue('최종 결제금액')).toBe('126,810원');
    expect(screen.getByRole('button', { name: '126,810원 결제하기' })).toBeTruthy();
    expect((screen.getByLabelText('받는사람', { exact: true }) as HTMLInputElement).value).toBe('김데모');
    expect((screen.getByRole('radio', { name: /집 기본배송지/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a coupon used on one line as disabled on the others, and resets the points after a confirm when coupons change', async () => {
    const api = checkoutApi();
    await open('/order/checkout?sheet=sheet-1', api);
    const user = userEvent.setup();
    const second = couponSelect('코튼 반팔 티셔츠');
    const option6 = within(second).getByRole('option', { name: /패션 10% 할인/ }) as HTMLOptionElement;
    expect(option6.disabled).toBe(true);
    expect(option6.parentElement?.getAttribute('label')).toBe('다른 상품에 적용된 쿠폰');

    await user.selectOptions(couponSelect('린넨 셔츠 원피스'), '');
    const question = await dialog();
    expect(question.textContent).toContain('쿠폰을 변경하면 사용하신 포인트가 초기화됩니다.');
    await user.click(within(question).getByRole('button', { name: '취소' }));
    expect(calculations(api)).toEqual([]);
    expect(couponSelect('린넨 셔츠 원피스').value).toBe('6');

    const points = screen.getByLabelText(/사용할 포인트/) as HTMLInputElement;
    expect(points.value).not.toBe('0');
    await user.selectOptions(couponSelect('린넨 셔츠 원피스'), '');
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(summaryValue('포인트 사용')).toBe('0원'));
    // The points field follows the points the coupons' change reset.
    expect(points.value).toBe('0');
    expect(calculations(api)).toEqual([{ orderSheetId: 'sheet-1', zipcode: '06236', itemCoupons: [{ itemSequence: 1, couponUserId: 5 }], cartCouponUserId: null, usePoint: 0 }]);
    expect(summaryValue('상품 쿠폰')).toBe('-3,000원');
    expect((within(couponSelect('코튼 반팔 티셔츠')).getByRole('option', { name: /패션 10% 할인/ }) as HTMLOptionElement).disabled).toBe(false);
  });

  it('keeps points within the limits and "모두 사용" uses the most the order allows', async () => {
    const api = checkoutApi({ sheet: orderSheet({ usePoint: 0 }) });
    await open('/order/checkout?sheet=sheet-1', api);
    const user = userEvent.setup();
    const points = screen.getByLabelText(/사용할 포인트/) as HTMLInputElement;
    await user.type(points, '900{Enter}');
    expect(screen.getByText('포인트는 1,000P 이상부터 사용할 수 있습니다.')).toBeTruthy();
    expect(calculations(api)).toEqual([]);
    await user.clear(points);
    await user.type(points, '5050{Enter}');
    expect(screen.getByText('이 주문에 사용할 수 있는 포인트는 최대 3,000P입니다.')).toBeTruthy();
    await waitFor(() => expect(summaryValue('포인트 사용')).toBe('-3,000원'));
    expect((calculations(api)[0] as Calculate).usePoint).toBe(3000);
    await user.clear(points);
    await user.type(points, '1000{Enter}');
    await waitFor(() => expect(summaryValue('포인트 사용')).toBe('-1,000원'));
    await user.click(screen.getByRole('button', { name: '모두 사용' }));
    await waitFor(() => expect(summaryValue('포인트 사용')).toBe('-3,000원'));
    expect(points.value).toBe('3000');
    expect(calculations(api).map((b) => (b as Calculate).usePoint)).toEqual([3000, 1000, 3000]);
  });

  it('asks for both consents, none pre-ticked, then places the order once with a nanoid key and shows the completion page', async () => {
    let release: (() => void) | undefined;
    const api = checkoutApi({ save: () => new Promise((resolve) => (release = () => resolve(PLACED))) });
    const { router } = await open('/order/checkout?sheet=sheet-1', api);
    const user = userEvent.setup();
    const privacy = screen.getByRole('checkbox', { name: /개인정보 제 3자 제공/ }) as HTMLInputElement;
    const purchase = screen.getByRole('checkbox', { name: /구매에 동의/ }) as HTMLInputElement;
    expect([privacy.checked, purchase.checked]).toEqual([false, false]);
    await user.click(screen.getByRole('radio', { name: '무통장입금' }));
    const pay = screen.getByRole('button', { name: '126,810원 결제하기' });

    await user.click(pay);
    expect((await dialog()).textContent).toContain('개인정보 제 3자 제공 및 수집·이용 안내를 확인 후 동의해주세요.');
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await user.click(privacy);
    await user.click(pay);
    expect((await dialog()).textContent).toContain('구매동의 안내를 확인 후 동의해주세요');
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await user.click(purchase);
    expect(api.calls.some((c) => c.path === '/api/order/save')).toBe(false);

    await user.click(pay);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/order/save')).toHaveLength(1));
    await user.click(pay);
    expect((await dialog()).textContent).toContain('결제가 진행중입니다.');
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    expect(api.calls.filter((c) => c.path === '/api/order/save')).toHaveLength(1);
    release?.();

    await waitFor(() => expect(router.state.location.pathname).toBe('/order/complete'));
    const body = api.calls.find((c) => c.path === '/api/order/save')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      orderSheetId: 'sheet-1', paymentMethod: 'bank', expectedPayAmount: 126_810, privacyAgreed: true, purchaseAgreed: true, usePoint: 3000,
      itemCoupons: [{ itemSequence: 0, couponUserId: 6 }, { itemSequence: 1, couponUserId: 5 }],
      receiver: { receiveName: '김데모', receiveMobile: '01012345678', zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '10층', memo: '' },
      bankTransfer: { accountIndex: 0, depositorName: '김데모', cashReceipt: { receiptType: 'NONE' } },
    });
    expect(String(body.idempotencyKey)).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(await screen.findByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeTruthy();
    expect(screen.getByRole('row', { name: /예금주/ }).textContent).toContain('온라인파워스(주)');
    expect(screen.getByRole('link', { name: '주문내역 확인' }).getAttribute('href')).toBe('/mypage/orders/O20261125-AB12');
  });

  it('skips the payment step for an order with nothing to pay', async () => {
    const api = checkoutApi({ sheet: orderSheet({ payAmount: 0 }) });
    await open('/order/checkout?sheet=sheet-1', api);
    const user = userEvent.setup();
    expect(screen.getByText('결제할 금액이 없어 결제 단계 없이 주문이 완료됩니다.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: '무통장입금' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /개인정보 제 3자 제공/ }));
    await user.click(screen.getByRole('checkbox', { name: /구매에 동의/ }));
    await user.click(screen.getByRole('button', { name: '0원 결제하기' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/order/save')).toBe(true));
    const body = api.calls.find((c) => c.path === '/api/order/save')?.body as Record<string, unknown>;
    expect(body.expectedPayAmount).toBe(0);
    expect(body.bankTransfer).toBeUndefined();
  });

  it('says what sold out, refreshes the sheet and charges nothing', async () => {
    const soldOut = () => {
      throw new ApiError({ status: 409, code: 'ORDER_SOLD_OUT', method: 'POST', path: '/api/order/save', serverMessage: "'코튼 반팔 티셔츠' 상품의 재고가 부족합니다. 주문서를 다시 확인해 주세요." });
    };
    const api = checkoutApi({ save: soldOut, after: orderSheet({ soldOut: true }) });
    await open('/order/checkout?sheet=sheet-1', api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '무통장입금' }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 제 3자 제공/ }));
    await user.click(screen.getByRole('checkbox', { name: /구매에 동의/ }));
    await user.click(screen.getByRole('button', { name: /원 결제하기/ }));
    expect((await dialog()).textContent).toContain("'코튼 반팔 티셔츠' 상품의 재고가 부족합니다.");
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/order/payment-step')).toHaveLength(2));
    expect(await screen.findByText('품절')).toBeTruthy();
    const keys = api.calls.filter((c) => c.path === '/api/order/save').map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    await user.click(screen.getByRole('button', { name: /원 결제하기/ }));
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/order/save')).toHaveLength(2));
    const again = (api.calls.filter((c) => c.path === '/api/order/save')[1]?.body as { idempotencyKey: string }).idempotencyKey;
    expect(again).not.toBe(keys[0]);
  });

  it('sends a guest without the guest terms to the agreement first, and asks a guest for buyer details without benefits', async () => {
    const api = checkoutApi({ sheet: orderSheet({ isLogin: false }) });
    const { router } = await open('/order/checkout?sheet=sheet-1', api, false);
    expect(router.state.location.pathname).toBe('/order/guest-agreement');
    expect(router.state.location.search).toBe('?sheet=sheet-1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '비회원으로 주문하기' }));
    expect((await dialog()).textContent).toContain('비회원 구매 약관에 동의해주세요.');
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }));
    await user.click(screen.getByRole('button', { name: '비회원으로 주문하기' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sheet=sheet-1&guest=Y'));
    expect(await screen.findByText('비회원 주문은 쿠폰과 포인트를 사용할 수 없습니다.')).toBeTruthy();
    expect(screen.getByLabelText('주문 비밀번호')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /상품 쿠폰/ })).toBeNull();
  });

  it('guests the Korean way: 주문자 정보와 동일, 입금자명 from the buyer, and the order password typed twice', async () => {
    const api = checkoutApi({ sheet: orderSheet({ isLogin: false }) });
    await open('/order/checkout?sheet=sheet-1&guest=Y', api, false);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('주문자명'), '김비회');
    await user.type(screen.getByLabelText('주문자 휴대폰'), '010-2222-3333');
    await user.click(screen.getByRole('checkbox', { name: '주문자 정보와 동일' }));
    expect((screen.getByLabelText('받는사람') as HTMLInputElement).value).toBe('김비회');
    expect((screen.getByLabelText('받는사람 휴대폰') as HTMLInputElement).value).toBe('010-2222-3333');
    await user.click(screen.getByRole('radio', { name: '무통장입금' }));
    expect((screen.getByLabelText('입금자명') as HTMLInputElement).value).toBe('김비회');
    await user.type(screen.getByLabelText('주문자 이메일'), 'guest@example.com');
    await user.type(screen.getByLabelText('주문 비밀번호'), 'pass1234');
    await user.type(screen.getByLabelText('주문 비밀번호 확인'), 'pass1235');
    await user.click(screen.getByRole('button', { name: /원 결제하기$/ }));
    expect((await dialog()).textContent).toContain('비밀번호가 일치하지 않습니다.');
    await user.click(within(await dialog()).getByRole('button', { name: '확인' }));
    expect(document.activeElement).toBe(screen.getByLabelText('주문 비밀번호 확인'));
    expect(api.calls.some((c) => c.path === '/api/order/save')).toBe(false);
  });

  it('comes back from a cancelled PG payment with its message (the unpaid order cancelled on the server)', async () => {
    const api = checkoutApi();
    await open('/order/checkout?sheet=sheet-1&orderId=O1&code=PAY_PROCESS_CANCELED&message=x', api);
    expect(screen.getByRole('alert').textContent).toBe('결제를 취소하셨습니다.');
    expect(api.calls.find((c) => c.path === '/api/order/toss/fail')?.body).toEqual({ orderCode: 'O1', code: 'PAY_PROCESS_CANCELED' });
    expect(screen.getByRole('button', { name: '126,810원 결제하기' })).toBeTruthy();
  });

  it('hydrates the server HTML of the sheet without a mismatch', async () => {
    const { html, hydrationErrors, unmount } = await hydrateRoute(routes, '/order/checkout?sheet=sheet-1', { api: checkoutApi(), store: { session: MEMBER } });
    expect(html).toContain('126,810원 결제하기');
    expect(hydrationErrors).toEqual([]);
    unmount();
  });

  it('prices the sheet again for a Jeju address, chosen from the address book or found by Daum postcode', async () => {
    const api = checkoutApi();
    await open('/order/checkout?sheet=sheet-1', api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /제주 별장/ }));
    expect(await screen.findByText('제주 지역 추가 배송비가 적용됩니다.')).toBeTruthy();
    expect((calculations(api).at(-1) as { zipcode: string }).zipcode).toBe('63122');
    expect((screen.getByLabelText('주소', { exact: true }) as HTMLInputElement).value).toBe('제주특별자치도 제주시 연동 312-1');

    await user.click(screen.getByRole('radio', { name: '새 배송지 입력' }));
    expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('');
    type Found = { zonecode: string; roadAddress: string; jibunAddress: string };
    function Postcode(options: { oncomplete: (data: Found) => void }) {
      return { open: () => options.oncomplete({ zonecode: '06236', roadAddress: '서울특별시 강남구 테헤란로 152', jibunAddress: '' }) };
    }
    Object.assign(window, { daum: { Postcode } });
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    await waitFor(() => expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('06236'));
    expect((screen.getByLabelText('주소', { exact: true }) as HTMLInputElement).value).toBe('서울특별시 강남구 테헤란로 152');
    await waitFor(() => expect(screen.queryByText('제주 지역 추가 배송비가 적용됩니다.')).toBeNull());
    expect(document.activeElement).toBe(screen.getByLabelText('상세주소'));
    Reflect.deleteProperty(window, 'daum');
  });

  it('adds a member\'s new receiver address to the address book once the order is placed, when asked', async () => {
    const api = checkoutApi({ extra: {
      'POST /api/shipping': () => ({ userDeliveryId: 9, title: '', userName: '박새집', mobile: '01098765432', zipcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층', defaultFlag: 'N' }),
    } });
    await open('/order/checkout?sheet=sheet-1', api);
    const user = userEvent.setup();
    expect(screen.queryByRole('checkbox', { name: '배송지 목록에 추가' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: '새 배송지 입력' }));
    // The member has saved addresses: a new one joins the book only when asked.
    expect((screen.getByRole('checkbox', { name: '배송지 목록에 추가' }) as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByLabelText('받는사람'), '박새집');
    await user.type(screen.getByLabelText('받는사람 휴대폰'), '010-9876-5432');
    await user.type(screen.getByLabelText('우편번호'), '04524');
    await user.type(screen.getByLabelText('주소', { exact: true }), '서울특별시 중구 세종대로 110');
    await user.type(screen.getByLabelText('상세주소'), '3층');
    await user.click(screen.getByRole('checkbox', { name: '배송지 목록에 추가' }));
    await user.click(screen.getByRole('radio', { name: '무통장입금' }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 제 3자 제공/ }));
    await user.click(screen.getByRole('checkbox', { name: /구매에 동의/ }));
    await user.click(screen.getByRole('button', { name: /원 결제하기$/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/shipping')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/shipping')?.body).toEqual({ userName: '박새집', mobile: '010-9876-5432', zipcode: '04524', address: '서울특별시 중구 세종대로 110', addressDetail: '3층' });
    const order = api.calls.findIndex((c) => c.path === '/api/order/save');
    expect(order).toBeGreaterThanOrEqual(0);
    expect(order).toBeLessThan(api.calls.findIndex((c) => c.path === '/api/shipping'));
  });

  it('opens the payment window for a card payment with the order\'s values (the local window without a Toss key)', async () => {
    const toss = { clientKey: 'local_ck_test', method: 'CARD', orderId: 'O9', orderName: '린넨 셔츠 원피스 외 1건', amount: 126_810, customerName: '김데모', customerEmail: 'demo01@example.com' };
    const api = checkoutApi({ save: () => ({ ...PLACED, orderCode: 'O9', orderStatus: 'PAYMENT_PENDING', paymentMethod: 'card', nextStep: 'TOSS', bank: null, toss }) });
    await open('/order/checkout?sheet=sheet-1', api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '신용카드' }));
    expect(screen.getByText('결제하기를 누르면 토스페이먼츠 결제창이 열립니다.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /개인정보 제 3자 제공/ }));
    await user.click(screen.getByRole('checkbox', { name: /구매에 동의/ }));
    await user.click(screen.getByRole('button', { name: '126,810원 결제하기' }));
    const window = await screen.findByRole('dialog', { name: '테스트 결제창' });
    expect(window.textContent).toContain('린넨 셔츠 원피스 외 1건');
    expect(window.textContent).toContain('126,810원');
    const body = api.calls.find((c) => c.path === '/api/order/save')?.body as Record<string, unknown>;
    expect(body.paymentMethod).toBe('card');
    expect(body.bankTransfer).toBeUndefined();
    document.querySelector('.local-pay')?.remove();
  });
});
