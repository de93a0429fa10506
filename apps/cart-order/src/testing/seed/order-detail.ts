import type { OrderDetail } from '@shop/api-client';

/** A placed order as `GET /api/order/detail` answers it: a bank transfer waiting for its deposit, or paid by card. */
export function orderDetail(orderCode = 'O20261125-AB12', paid = false): OrderDetail {
  return {
    orderCode, createdDate: '20261125101500', orderStatus: paid ? 'PAID' : 'WAITING_DEPOSIT', orderStatusLabel: paid ? '결제완료' : '입금대기', guestFlag: 'N',
    userName: '김데모', mobile: '01012345678', email: 'demo01@example.com',
    totalItemAmount: 140_900, totalItemSaleAmount: 140_900, totalItemDiscountAmount: 0, totalShippingAmount: 0, totalItemCouponDiscountAmount: 11_090,
    totalCartCouponDiscountAmount: 0, totalCouponDiscountAmount: 11_090, orderUsePoint: 3000, totalDiscountAmount: 14_090, totalOrderAmount: 126_810,
    totalEarnPoint: 1409, paymentDeadline: paid ? null : '20261128235959',
    shippingInfo: { receiveName: '김데모', receiveMobile: '01012345678', receiveZipcode: '06236', receiveAddress: '서울특별시 강남구 테헤란로 152', receiveAddressDetail: '10층', memo: '부재 시 경비실에 맡겨주세요.', islandType: '' },
    item: [
      { itemSequence: 0, itemId: 1000, sellerId: 2, itemName: '린넨 셔츠 원피스', options: '', quantity: 1, itemPrice: 80_900, itemSalePrice: 80_900, optionPrice: 0, itemAmount: 80_900, couponDiscountAmount: 8090, orderStatus: 'WAITING_DEPOSIT', orderStatusLabel: '입금대기' },
      { itemSequence: 1, itemId: 1001, sellerId: 2, itemName: '코튼 반팔 티셔츠', options: '색상: 화이트', quantity: 2, itemPrice: 30_000, itemSalePrice: 30_000, optionPrice: 0, itemAmount: 60_000, couponDiscountAmount: 3000, orderStatus: 'WAITING_DEPOSIT', orderStatusLabel: '입금대기' },
    ],
    paymentList: [
      paid
        ? { approvalType: 'card', approvalTypeLabel: '신용카드', paymentType: '1', amount: 126_810, payDate: '20261125101600', bankName: null, bankVirtualNo: null, bankInName: null, bankDate: null }
        : { approvalType: 'bank', approvalTypeLabel: '무통장입금', paymentType: '0', amount: 126_810, payDate: null, bankName: '국민은행', bankVirtualNo: '123401-04-567890', bankInName: '김데모', bankDate: '20261128235959' },
    ],
    history: [{ fromStatus: null, toStatus: paid ? 'PAID' : 'WAITING_DEPOSIT', toStatusLabel: paid ? '결제완료' : '입금대기', createdDate: '20261125101500' }],
  };
}
