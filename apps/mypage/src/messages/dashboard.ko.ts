import { formatNumber } from '@shop/validators';
/** Korean copy of my page's dashboard panels. */
export const dashboardMessages = {
  benefits: '나의 혜택', grade: '회원등급', points: '포인트', coupons: '쿠폰', count: (n: number) => `${formatNumber(n)}장`,
  orderCounts: '주문/배송 현황', latest: '최근 주문 내역', noOrders: '주문내역이 없습니다.', wishes: '관심상품', noWishes: '관심상품이 없습니다.', soldOut: '품절',
} as const;
