import { screen, within } from '@testing-library/react';
import { fakeApi } from '@shop/testing';
import { renderMypage } from '../../testing/render-route.tsx';

const GUEST = { isLoggedIn: false, isGuest: true, status: null, salesonId: 'v', user: { userId: 0, loginId: '', name: '구손님', email: '', loginType: 'ROLE_GUEST' } };
const PAGE = (content: unknown[]) => ({ content, pagination: { currentPage: 1, size: 50, totalElements: content.length, totalPages: 1, first: true, last: true } });
const line = (itemSequence: number, itemName: string, status: string, label: string) => ({
  itemSequence, itemId: itemSequence + 1, sellerId: 1, itemName, options: '', quantity: 1, itemPrice: 10000, itemSalePrice: 10000, optionPrice: 0, itemAmount: 10000,
  couponDiscountAmount: 0, orderStatus: status, orderStatusLabel: label, claimQuantity: status === 'RETURNED' ? 1 : 0, claimApplyQuantity: 0,
});
const detail = {
  orderCode: 'OG1', createdDate: '20261128100000', orderStatus: 'DELIVERED', orderStatusLabel: '배송완료', guestFlag: 'Y', userName: '구손님', mobile: '01011112222', email: '',
  totalItemAmount: 20000, totalItemSaleAmount: 20000, totalItemDiscountAmount: 0, totalShippingAmount: 0, totalItemCouponDiscountAmount: 0, totalCartCouponDiscountAmount: 0,
  totalCouponDiscountAmount: 0, orderUsePoint: 0, totalDiscountAmount: 0, totalOrderAmount: 20000, totalEarnPoint: 0, paymentDeadline: null,
  shippingInfo: { receiveName: '구손님', receiveMobile: '01011112222', receiveZipcode: '04524', receiveAddress: '서울 중구 세종대로 110', receiveAddressDetail: '3층', memo: '', islandType: 'N' },
  item: [line(0, '데모 셔츠', 'RETURNED', '반품완료'), line(1, '데모 바지', 'EXCHANGED', '교환완료')],
  paymentList: [{ approvalType: 'card', approvalTypeLabel: '신용카드 (일시불)', paymentType: '1', amount: 20000, payDate: '20261128100000', bankName: null, bankVirtualNo: null, bankInName: null, bankDate: null, refundedAmount: 10000 }],
  history: [],
};
const summaryItem = { itemSequence: 0, itemId: 1, itemUserCode: 'P1', itemName: '데모 셔츠', itemImage: null, options: '', quantity: 1, itemAmount: 10000, writeReviewFlag: 'N', itemReviewId: null };
const claim = (claimCode: string, claimType: string, statusLabel: string, refundAmount: number, createdDate: string) => ({
  claimCode, orderCode: 'OG1', claimType, claimTypeLabel: '', status: 'COMPLETED', statusLabel, reason: 'DEFECT', reasonLabel: '상품 불량/파손', reasonText: '',
  shippingAskType: '1', returnFee: 0, refundAmount, refundStatus: refundAmount > 0 ? 'REFUNDED' : 'NONE', images: [], createdDate, completedDate: createdDate, items: [summaryItem],
  itemAmount: refundAmount, couponAmount: 0, pointAmount: 0, shippingAmount: 0, withdrawFlag: 'N', exchangeAddress: null,
});

describe('GuestOrderDetailPage', () => {
  it('lists the order\'s returns and exchanges with their states and refunds (a guest has no claims page), and the refund in the payment record', async () => {
    const api = fakeApi({
      'GET /api/guest/order-detail': () => detail,
      'GET /api/guest/orders': () => ({ list: [] }),
      'GET /api/order/claims': (call) => PAGE(
        call.query?.claimType === 'RETURN' ? [claim('C1', 'RETURN', '반품완료', 10000, '20261128110000'), { ...claim('C9', 'RETURN', '반품완료', 500, '20261128110000'), orderCode: 'OTHER' }]
          : call.query?.claimType === 'EXCHANGE' ? [claim('C2', 'EXCHANGE', '교환완료', 0, '20261128120000')] : [],
      ),
    });
    await renderMypage('/guest/orders/OG1', api, { session: GUEST });
    const section = await screen.findByRole('region', { name: '취소/반품/교환 신청 내역' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('반품신청 · 반품완료');
    expect(within(items[0]!).getByTestId('claim-refund').textContent).toBe('10,000원');
    expect(items[1]?.textContent).toContain('교환신청 · 교환완료');
    expect(screen.getByTestId('payment-refund').textContent).toBe('10,000원');
    expect(api.calls.filter((c) => c.path === '/api/order/claims').map((c) => c.query?.claimType)).toEqual(['CANCEL', 'RETURN', 'EXCHANGE']);
  });
});
