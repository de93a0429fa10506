import { screen, within } from '@testing-library/react';
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

  it('shows the empty text and sends the period and keyword of the URL', async () => {
    const api = fakeApi({ 'GET /api/order': () => PAGE([]) });
    await renderMypage('/mypage/orders?searchStartDate=2026-11-01&searchEndDate=2026-11-24&query=%EC%85%94%EC%B8%A0', api, { session: SESSION });
    expect(await screen.findByText('주문내역이 없습니다.')).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/api/order');
    expect(call?.query).toMatchObject({ searchStartDate: '2026-11-01', searchEndDate: '2026-11-24', query: '셔츠' });
  });
});
