import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@shop/testing';
import { renderMypage } from '../../testing/render-route.tsx';

const SESSION = { isLoggedIn: true, isGuest: false, status: null, salesonId: 'v', user: { userId: 7, loginId: 'demo01', name: '김데모', email: '', loginType: 'ROLE_USER' } };
const PAGE = (content: unknown[]) => ({ content, pagination: { currentPage: 1, size: 10, totalElements: content.length, totalPages: 1, first: true, last: true } });
const item = { itemSequence: 0, itemId: 1, itemUserCode: 'P1', itemName: '데모 셔츠', itemImage: null, options: '', quantity: 1, itemAmount: 31000, writeReviewFlag: 'N', itemReviewId: null };
const order = (status: string, label: string, actions: string[]) => ({
  orderCode: `O${status}`, createdDate: '20261120100000', orderStatus: status, orderStatusLabel: label, payAmount: 31000, paymentMethod: 'bank',
  deliveryCompanyName: null, deliveryNumber: null, trackingUrl: null, items: [item], actions,
});

describe('OrdersPage', () => {
  it('lists orders with the buttons of their state and cancels an unpaid one after the confirm', async () => {
    let cancelled = false;
    const api = fakeApi({
      'GET /api/order': () => PAGE([cancelled ? order('CANCELLED', '취소완료', []) : order('WAITING_DEPOSIT', '입금대기', ['CANCEL']), order('PAID', '결제완료', ['CANCEL_APPLY'])]),
      'POST /api/order/cancel': () => { cancelled = true; return {}; },
    });
    await renderMypage('/mypage/orders', api, { session: SESSION });
    expect(await screen.findByRole('heading', { level: 1, name: '주문/배송 조회' })).toBeTruthy();
    const unpaid = screen.getByRole('article', { name: /OWAITING_DEPOSIT/ });
    expect(within(unpaid).getByText('입금대기')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(unpaid).getByRole('button', { name: '주문취소' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('주문취소 하시겠습니까?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('주문이 취소되었습니다.')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/order/cancel')).toBe(true);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('취소완료')).toBeTruthy();
  });

  it('picks the lines of a cancel with a live preview of just those, and withdraws an open request', async () => {
    const lines = [
      { ...item, claimQuantity: 0, claimApplyQuantity: 0, orderStatus: 'PAID', orderStatusLabel: '결제완료' },
      { ...item, itemSequence: 1, itemId: 2, itemName: '데모 바지', itemAmount: 20000, claimQuantity: 0, claimApplyQuantity: 0, orderStatus: 'PAID', orderStatusLabel: '결제완료' },
    ];
    const paid = { ...order('PAID', '결제완료', ['CANCEL_APPLY']), items: lines, openClaims: [{ claimCode: 'C1', claimType: 'RETURN', claimTypeLabel: '반품' }] };
    const preview = (amount: number) => ({
      claimType: 'CANCEL', totalItemReturnAmount: amount, couponDiscountAmount: 0, returnFee: 0, totalAddShippingAmount: 0, shippingReturnAmount: 0,
      totalReturnAmount: amount, restorePoint: 0, restoreCouponCount: 0, writeBankInfo: false, paymentMethod: 'card', partCancel: amount < 51000,
      claimApplyQuantity: 1, totalOrderQuantity: 2,
    });
    // The preview of one line is held back until the test lets it go: meanwhile the old one shows, marked busy.
    let releaseAnswer = () => {};
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    const api = fakeApi({
      'GET /api/order': () => PAGE([paid]),
      'POST /api/order/refund-amount': async (call) => {
        const picked = (call.body as { claimItems?: { itemSequence: number }[] } | undefined)?.claimItems ?? [];
        if (picked.length === 1) await answerHeld;
        return preview(picked.reduce((s, c) => s + (c.itemSequence === 1 ? 20000 : 31000), 0));
      },
      'POST /api/order/claim-withdraw': () => ({}),
    });
    await renderMypage('/mypage/orders', api, { session: SESSION });
    const card = await screen.findByRole('article', { name: /OPAID/ });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: '주문취소' }));
    const dialog = await screen.findByRole('dialog', { name: '취소신청' });
    expect(await within(dialog).findByText('51,000원', { selector: '[data-testid="refund-total"]' })).toBeTruthy();
    const region = within(dialog).getByRole('region', { name: /환불/ });
    expect(region.getAttribute('aria-busy')).toBe('false');
    await user.click(within(dialog).getByRole('checkbox', { name: '데모 셔츠 선택' }));
    await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('true'));
    expect(within(region).getByTestId('refund-total').textContent).toBe('51,000원');
    releaseAnswer();
    expect(await within(dialog).findByText('20,000원', { selector: '[data-testid="refund-total"]' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: /환불/ }).getAttribute('aria-busy')).toBe('false');
    const last = api.calls.filter((c) => c.path === '/api/order/refund-amount').at(-1);
    expect(last?.body).toMatchObject({ claimItems: [{ itemSequence: 1, quantity: 1 }] });
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await user.click(within(card).getByRole('button', { name: '반품신청 철회' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('신청이 철회되었습니다.')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/order/claim-withdraw')?.body).toEqual({ claimCode: 'C1' });
  });

  it('asks where an exchange goes: the order\'s receiver by default, or another address checked before sending; self-ship needs no sender', async () => {
    const delivered = { ...order('DELIVERED', '배송완료', ['CONFIRM', 'RETURN_APPLY', 'EXCHANGE_APPLY']), items: [{ ...item, claimQuantity: 0, claimApplyQuantity: 0, orderStatus: 'DELIVERED', orderStatusLabel: '배송완료' }] };
    const sent: unknown[] = [];
    const api = fakeApi({
      'GET /api/order': () => PAGE([delivered]),
      'POST /api/order/exchange-apply': (call) => { sent.push(call.body); return {}; },
    });
    await renderMypage('/mypage/orders', api, { session: SESSION });
    const card = await screen.findByRole('article', { name: /ODELIVERED/ });
    const user = userEvent.setup();
    const open = async () => {
      await user.click(within(card).getByRole('button', { name: '교환신청' }));
      const dialog = await screen.findByRole('dialog', { name: '교환신청' });
      await user.selectOptions(within(dialog).getByLabelText('교환사유'), 'SIZE_COLOR');
      return dialog;
    };
    // 직접발송 with the carrier and number: no sender needed, and the replacement goes to the order's receiver.
    let dialog = await open();
    expect(within(dialog).getByLabelText('주문 시 배송지로 받기')).toHaveProperty('checked', true);
    await user.click(within(dialog).getByLabelText('직접발송'));
    await user.type(within(dialog).getByLabelText('송장번호'), '1234');
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    expect(sent[0]).toMatchObject({ shippingAskType: '2', shippingNumber: '1234', senderName: '', exchangeReceiveName: '', exchangeAddress: '' });

    // Another address: every part of it before anything is sent.
    dialog = await open();
    await user.click(within(dialog).getByLabelText('직접발송'));
    await user.type(within(dialog).getByLabelText('송장번호'), '5678');
    await user.click(within(dialog).getByLabelText('다른 주소로 받기'));
    await user.type(within(dialog).getByLabelText('받는 분'), '김회사');
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('교환상품을 받으실 배송지 정보를 입력해주세요.');
    expect(sent).toHaveLength(1);
    await user.type(within(dialog).getByLabelText('받는 분 휴대폰번호'), '010-5555-6666');
    await user.type(within(dialog).getByLabelText('받을 곳 우편번호'), '04524');
    await user.type(within(dialog).getByLabelText('받을 곳 주소'), '서울 중구 세종대로 110');
    await user.type(within(dialog).getByLabelText('받을 곳 상세주소'), '3층');
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    await screen.findByRole('alertdialog');
    expect(sent[1]).toMatchObject({ exchangeReceiveName: '김회사', exchangeReceiveMobile: '010-5555-6666', exchangeZipcode: '04524', exchangeAddress: '서울 중구 세종대로 110', exchangeAddressDetail: '3층' });
  });

  it('shows an exchange\'s delivery address in the claims list', async () => {
    const claim = {
      claimCode: 'C1', orderCode: 'O1', claimType: 'EXCHANGE', claimTypeLabel: '교환', status: 'REQUESTED', statusLabel: '교환신청', reason: 'SIZE_COLOR', reasonLabel: '사이즈/색상 변경', reasonText: '',
      shippingAskType: '1', returnFee: 3000, refundAmount: 0, refundStatus: 'NONE', images: [], createdDate: '20261120100000', completedDate: null, items: [item],
      itemAmount: 0, couponAmount: 0, pointAmount: 0, shippingAmount: 0, withdrawFlag: 'Y',
      exchangeAddress: { receiveName: '김회사', receiveMobile: '01055556666', zipcode: '04524', address: '서울 중구 세종대로 110', addressDetail: '3층' },
    };
    const api = fakeApi({ 'GET /api/order/claims': () => PAGE([claim]) });
    await renderMypage('/mypage/orders/claims?claimType=EXCHANGE', api, { session: SESSION });
    expect((await screen.findByTestId('claim-exchange-address')).textContent).toBe('교환상품 배송지: 김회사 · 01055556666 · (04524) 서울 중구 세종대로 110 3층');
    expect(screen.queryByTestId('claim-refund')).toBeNull();
  });

  it('shows the empty text and sends the period and keyword of the URL', async () => {
    const api = fakeApi({ 'GET /api/order': () => PAGE([]) });
    await renderMypage('/mypage/orders?searchStartDate=2026-11-01&searchEndDate=2026-11-24&query=%EC%85%94%EC%B8%A0', api, { session: SESSION });
    expect(await screen.findByText('주문내역이 없습니다.')).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/api/order');
    expect(call?.query).toMatchObject({ searchStartDate: '2026-11-01', searchEndDate: '2026-11-24', query: '셔츠' });
  });
});
