import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@shop/api-client';
import { cartCountAtom } from '@shop/session';
import { fakeApi, renderRoute } from '@shop/testing';
import routes from '../../expose/routes.ts';
import { ClientApiProvider } from '@shop/ui/client-api';
import { orderDetail } from '../../testing/seed/order-detail.ts';

const MEMBER = { isLoggedIn: true, isGuest: false, status: null, user: { userId: 7, loginId: 'demo01', name: '김데모', email: 'demo01@example.com', loginType: 'ROLE_USER' }, salesonId: 'v-1' };

function open(url: string, api: ReturnType<typeof fakeApi>, member = true) {
  return renderRoute(routes, url, { api, history: 'browser', store: member ? { session: MEMBER } : {}, wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider> });
}

describe('CompletePage', () => {
  it('shows a member\'s bank transfer: the spec\'s copy, number and date, the deposit table, items, receiver, payment and a link to the order', async () => {
    await open('/order/complete?orderCode=O20261125-AB12', fakeApi({ 'GET /api/order/detail': () => orderDetail() }));
    expect(screen.getByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeTruthy();
    expect(screen.getByText('O20261125-AB12')).toBeTruthy();
    expect(screen.getByText('2026-11-25 10:15:00')).toBeTruthy();
    const deposit = screen.getByRole('region', { name: /입금 계좌 안내/ });
    expect(within(deposit).getByRole('row', { name: /계좌/ }).textContent).toContain('국민은행 123401-04-567890');
    expect(within(deposit).getByRole('row', { name: /금액/ }).textContent).toContain('126,810원');
    expect(within(deposit).getByRole('row', { name: /입금기한/ }).textContent).toContain('2026-11-28 23:59:59');
    expect(within(screen.getByRole('region', { name: '주문상품' })).getByText('옵션: 색상: 화이트')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '배송지 정보' })).getByText('(06236) 서울특별시 강남구 테헤란로 152 10층')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '결제정보' })).getByText('126,810원 (입금대기)')).toBeTruthy();
    expect(screen.getByRole('link', { name: '주문내역 확인' }).getAttribute('href')).toBe('/mypage/orders/O20261125-AB12');
    expect(screen.queryByRole('region', { name: '비회원 주문 조회 안내' })).toBeNull();
  });

  it('reads the cart count again for the header: the order took the bought lines out of the cart', async () => {
    const api = fakeApi({ 'GET /api/order/detail': () => orderDetail(), 'GET /api/cart/count': () => ({ totalQuantity: 1 }) });
    const { store } = await renderRoute(routes, '/order/complete?orderCode=O20261125-AB12', {
      api, history: 'browser', store: { session: MEMBER, cartCount: 3 }, wrap: (ui) => <ClientApiProvider value={api}>{ui}</ClientApiProvider>,
    });
    expect(store.get(cartCountAtom)).toBe(1);
  });

  it('confirms a Toss payment on the server from the success URL and shows it paid', async () => {
    const api = fakeApi({ 'POST /api/order/toss/confirm': () => orderDetail('O1', true) });
    await open('/order/complete?orderCode=O1&sheet=s1&paymentKey=local_pk&orderId=O1&amount=126810', api);
    expect(api.calls[0]?.body).toEqual({ orderCode: 'O1', paymentKey: 'local_pk', amount: 126_810 });
    expect(within(screen.getByRole('region', { name: '결제정보' })).getByText('126,810원 (결제완료)')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /입금 계좌 안내/ })).toBeNull();
  });

  it('goes back to the sheet when the server refuses the confirm (the order is cancelled there)', async () => {
    const api = fakeApi({
      'POST /api/order/toss/confirm': () => {
        throw new ApiError({ status: 400, code: 'PAYMENT_FAILED', method: 'POST', path: '/api/order/toss/confirm', serverMessage: '한도 초과 또는 잔액 부족으로 결제에 실패했습니다.' });
      },
      'POST /api/order/payment-step': () => {
        throw new ApiError({ status: 404, code: 'ORDER_SHEET_NOT_FOUND', method: 'POST', path: '/api/order/payment-step' });
      },
      'POST /api/order/toss/fail': () => ({ code: 'PAY_PROCESS_ABORTED', message: '결제가 진행 중 중단되었습니다. 다시 시도해 주세요.' }),
    });
    const { router } = await open('/order/complete?orderCode=O1&sheet=s1&paymentKey=pk&orderId=O1&amount=1', api, false);
    expect(router.state.location.pathname).toBe('/order/checkout');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ sheet: 's1', guest: 'Y', orderId: 'O1', code: 'PAY_PROCESS_ABORTED' });
    expect(api.calls.find((c) => c.path === '/api/order/toss/fail')?.body).toEqual({ orderCode: 'O1', code: 'PAY_PROCESS_ABORTED' });
  });

  it('lets a guest who reloaded the page read the order again with its password', async () => {
    const api = fakeApi({ 'POST /api/order/guest/detail': () => orderDetail('O2') });
    await open('/order/complete?orderCode=O2', api, false);
    expect(screen.getByText('고객님의 주문이 정상적으로 완료되었습니다.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '주문내역 확인' })).toBeNull();
    // How to find the order later: its number, both ways of 비회원 주문조회 and a link there.
    const guide = await screen.findByRole('region', { name: '비회원 주문 조회 안내' });
    expect(guide.textContent).toContain('주문번호 O2');
    expect(guide.textContent).toContain('[주문번호 + 주문 비밀번호] 또는 [주문자 이름 + 휴대폰번호 인증]');
    expect(within(guide).getByRole('link', { name: '비회원 주문조회 바로가기' }).getAttribute('href')).toBe('/guest/orders');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('주문 비밀번호'), 'guest1234');
    await user.click(screen.getByRole('button', { name: '주문 확인' }));
    expect(await screen.findByRole('region', { name: '배송지 정보' })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/api/order/guest/detail')?.body).toEqual({ orderCode: 'O2', guestPassword: 'guest1234' });
  });
});
