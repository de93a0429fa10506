import type { BuyItem, OrderSheet } from '@shop/api-client';
import { buyItem } from './demo-cart.ts';

const coupon = (couponUserId: number, couponName: string, discountAmount: number, couponConcurrently = '1') => ({
  couponUserId, couponName, discountPrice: discountAmount, discountAmount, couponConcurrently, couponPayType: '1', couponPay: discountAmount, couponPayRestriction: 0,
});

/** Two lines of one seller, each offered the member's two item coupons (shaped like `POST /api/order/payment-step`). */
function lines(soldOutSecond: boolean): BuyItem[] {
  return [
    { ...buyItem({ cartId: 0, sellerId: 2, name: '린넨 셔츠 원피스', sale: 80_900, quantity: 1 }), itemSequence: 0 },
    { ...buyItem({ cartId: 1, sellerId: 2, name: '코튼 반팔 티셔츠', sale: 30_000, quantity: 2, soldOut: soldOutSecond }), itemSequence: 1 },
  ].map((line) => ({ ...line, sellerName: '(주)한빛리빙', itemCoupons: [coupon(5, '전 상품 3,000원 할인', 3000), coupon(6, '패션 10% 할인', 8090, '2')] }));
}

type SheetSpec = { isLogin?: boolean; usePoint?: number; itemCoupons?: { itemSequence: number; couponUserId: number; discountAmount: number }[]; payAmount?: number; soldOut?: boolean; methods?: string[] };

/**
 * An order sheet as the API answers it, opened with 최대 혜택 (coupon 6 on the first line, coupon 5 on the second,
 * 3,000 points) unless `spec` says otherwise. Amounts: 140,900 of items, free shipping.
 */
export function orderSheet(spec: SheetSpec = {}): OrderSheet {
  const isLogin = spec.isLogin ?? true;
  const best = [{ itemSequence: 0, couponUserId: 6, discountAmount: 8090 }, { itemSequence: 1, couponUserId: 5, discountAmount: 3000 }];
  const itemCoupons = isLogin ? (spec.itemCoupons ?? best) : [];
  const usePoint = isLogin ? (spec.usePoint ?? 3000) : 0;
  const couponTotal = itemCoupons.reduce((sum, c) => sum + c.discountAmount, 0);
  const payAmount = spec.payAmount ?? 140_900 - couponTotal - usePoint;
  const buyItems = lines(spec.soldOut ?? false);
  return {
    orderSheetId: 'sheet-1',
    isLogin,
    zipcode: isLogin ? '06236' : '',
    islandType: '',
    receivers: {
      sellerShipping: [{
        sellerId: 2, sellerName: '(주)한빛리빙', itemQuantity: 2, totalPrice: [{ groupTotalItemSalePrice: 140_900, groupTotalShippingPrice: 0, groupTotalPrice: 140_900 }],
        shippings: [{ singleShipping: false, buyItem: null, buyItems, shippingType: '3', shippingGroupCode: 'W2-1', shipping: 3500, shippingFreeAmount: 50_000, shippingItemCount: 0, realShipping: 0 }],
      }],
      buyItems,
    },
    orderPrice: {
      totalItemPrice: 140_900, totalItemAmountBeforeDiscounts: 140_900, totalItemDiscountAmount: 0, totalItemSaleAmount: 140_900, totalShippingAmount: 0,
      totalItemCouponDiscountAmount: couponTotal, totalCartCouponDiscountAmount: 0, totalPointDiscountAmount: usePoint, totalDiscountAmount: couponTotal + usePoint,
      totalEarnPoint: 1409, orderPayAmount: payAmount,
    },
    applied: { itemCoupons, cartCouponUserId: null, cartCouponDiscountAmount: 0, usePoint },
    cartCoupons: [],
    retentionPoint: isLogin ? 3000 : 0,
    maxUsablePoint: isLogin ? 3000 : 0,
    bestBenefit: {
      itemCoupons: isLogin ? best : [], cartCouponUserId: null, cartCouponDiscountAmount: 0, usePoint: isLogin ? 3000 : 0, totalDiscount: isLogin ? 14_090 : 0,
      explanation: isLogin
        ? [
            { type: 'ITEM_COUPON', label: "상품 쿠폰 '패션 10% 할인' → 린넨 셔츠 원피스", amount: 8090 },
            { type: 'ITEM_COUPON', label: "상품 쿠폰 '전 상품 3,000원 할인' → 코튼 반팔 티셔츠", amount: 3000 },
            { type: 'POINT', label: '포인트 사용 (보유 3,000P)', amount: 3000 },
          ]
        : [],
    },
    userDeliveryList: isLogin
      ? [{ userDeliveryId: 1, title: '집', userName: '김데모', mobile: '01012345678', zipcode: '06236', address: '서울특별시 강남구 테헤란로 152', addressDetail: '10층', defaultFlag: 'Y' },
        { userDeliveryId: 2, title: '제주 별장', userName: '김데모', mobile: '01012345678', zipcode: '63122', address: '제주특별자치도 제주시 연동 312-1', addressDetail: '2층', defaultFlag: 'N' }]
      : [],
    buyer: isLogin ? { userName: '김데모', mobile: '01012345678', email: 'demo01@example.com' } : null,
    config: { minimumPaymentAmount: 0, pointUseMin: 1000, pointUseMax: 0, pointUseRatio: 100, pointUnit: 100, bankDepositDueDay: 3 },
    configPg: { pgType: 'TOSS', clientKey: 'local_ck_test' },
    bankAccounts: [{ index: 0, bankName: '국민은행', accountNumber: '123401-04-567890', accountHolder: '온라인파워스(주)' }],
    paymentMethods: spec.methods ?? ['bank', 'card'],
  };
}
