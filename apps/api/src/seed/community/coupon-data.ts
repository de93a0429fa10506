// Downloadable coupons, Jeju/island zip codes and free-gift texts of the demo data.

export type CouponSpec = {
  id: number;
  name: string;
  comment: string;
  payType: '1' | '2';
  pay: number;
  payRestriction: number;
  maxDiscount: number;
  /** 'all' targets every item; a root url targets the items of that root category. */
  target: 'all' | string;
  concurrently: '1' | '2';
  issueStartOffset: number;
  issueEndOffset: number;
  applyDays: number;
  /** 'CART' discounts the whole order; item coupons (the default) one line. */
  couponType?: 'ITEM' | 'CART';
  /** 'WELCOME': part of the welcome pack every new member gets at sign-up (never downloaded). */
  issueKind?: 'DOWNLOAD' | 'WELCOME';
};

export const COUPONS: CouponSpec[] = [
  { id: 1, name: '전 상품 3,000원 할인', comment: '3만원 이상 구매 시 사용 가능', payType: '1', pay: 3000, payRestriction: 30000, maxDiscount: 0, target: 'all', concurrently: '1', issueStartOffset: -30, issueEndOffset: 60, applyDays: 30 },
  { id: 2, name: '패션 10% 할인', comment: '패션의류 카테고리 상품 전용 (최대 1만원)', payType: '2', pay: 10, payRestriction: 20000, maxDiscount: 10000, target: 'fashion', concurrently: '1', issueStartOffset: -10, issueEndOffset: 20, applyDays: 14 },
  { id: 3, name: '뷰티 5,000원 할인', comment: '뷰티 카테고리 5만원 이상 구매 시', payType: '1', pay: 5000, payRestriction: 50000, maxDiscount: 0, target: 'beauty', concurrently: '1', issueStartOffset: -3, issueEndOffset: 11, applyDays: 14 },
  { id: 4, name: '가구 15% 할인', comment: '가구/인테리어 상품 전용 (최대 5만원)', payType: '2', pay: 15, payRestriction: 100000, maxDiscount: 50000, target: 'furniture', concurrently: '1', issueStartOffset: -5, issueEndOffset: 25, applyDays: 30 },
  { id: 5, name: '식품 수량별 1,000원 할인', comment: '식품 상품 구매 수량마다 할인', payType: '1', pay: 1000, payRestriction: 10000, maxDiscount: 0, target: 'food', concurrently: '2', issueStartOffset: -20, issueEndOffset: 5, applyDays: 7 },
  { id: 7, name: '장바구니 5,000원 할인', comment: '주문 금액 5만원 이상 시 주문 전체에 적용', payType: '1', pay: 5000, payRestriction: 50000, maxDiscount: 0, target: 'all', concurrently: '1', issueStartOffset: -7, issueEndOffset: 30, applyDays: 30, couponType: 'CART' },
  // The welcome pack the top banner, the welcome popup and event 7 advertise ("최대 3만원": 10,000 + 10,000 + 10,000).
  { id: 11, name: '신규 회원 첫 구매 10% 할인', comment: '신규 회원 웰컴 쿠폰 · 1만원 이상 구매 시 (최대 1만원)', payType: '2', pay: 10, payRestriction: 10000, maxDiscount: 10000, target: 'all', concurrently: '1', issueStartOffset: -60, issueEndOffset: 300, applyDays: 30, couponType: 'CART', issueKind: 'WELCOME' },
  { id: 12, name: '신규 회원 상품 1만원 할인', comment: '신규 회원 웰컴 쿠폰 · 5만원 이상 상품에 사용', payType: '1', pay: 10000, payRestriction: 50000, maxDiscount: 0, target: 'all', concurrently: '1', issueStartOffset: -60, issueEndOffset: 300, applyDays: 30, issueKind: 'WELCOME' },
  { id: 13, name: '신규 회원 장바구니 1만원 할인', comment: '신규 회원 웰컴 쿠폰 · 주문 금액 10만원 이상 시', payType: '1', pay: 10000, payRestriction: 100000, maxDiscount: 0, target: 'all', concurrently: '1', issueStartOffset: -60, issueEndOffset: 300, applyDays: 30, couponType: 'CART', issueKind: 'WELCOME' },
  { id: 6, name: '지난 시즌 쿠폰', comment: '발급 기간이 끝난 쿠폰', payType: '1', pay: 2000, payRestriction: 0, maxDiscount: 0, target: 'all', concurrently: '1', issueStartOffset: -90, issueEndOffset: -60, applyDays: 30 },
];

/** Jeju (JEJU) and other island (ISLAND) zip codes with their addresses. */
export const ISLAND_ZIPCODES: { zipcode: string; address: string; islandType: 'JEJU' | 'ISLAND' }[] = [
  { zipcode: '63000', address: '제주특별자치도 제주시 한림읍', islandType: 'JEJU' },
  { zipcode: '63001', address: '제주특별자치도 제주시 한림읍 협재리', islandType: 'JEJU' },
  { zipcode: '63100', address: '제주특별자치도 제주시 조천읍', islandType: 'JEJU' },
  { zipcode: '63122', address: '제주특별자치도 제주시 연동', islandType: 'JEJU' },
  { zipcode: '63309', address: '제주특별자치도 제주시 구좌읍 세화리', islandType: 'JEJU' },
  { zipcode: '63500', address: '제주특별자치도 서귀포시 대정읍', islandType: 'JEJU' },
  { zipcode: '63534', address: '제주특별자치도 서귀포시 중문동', islandType: 'JEJU' },
  { zipcode: '63612', address: '제주특별자치도 서귀포시 성산읍', islandType: 'JEJU' },
  { zipcode: '63002', address: '제주특별자치도 제주시 우도면', islandType: 'ISLAND' },
  { zipcode: '63003', address: '제주특별자치도 제주시 추자면', islandType: 'ISLAND' },
  { zipcode: '63614', address: '제주특별자치도 서귀포시 대정읍 마라로', islandType: 'ISLAND' },
  { zipcode: '40200', address: '경상북도 울릉군 울릉읍', islandType: 'ISLAND' },
  { zipcode: '40240', address: '경상북도 울릉군 서면', islandType: 'ISLAND' },
  { zipcode: '23100', address: '인천광역시 옹진군 북도면', islandType: 'ISLAND' },
  { zipcode: '23124', address: '인천광역시 옹진군 연평면', islandType: 'ISLAND' },
  { zipcode: '23008', address: '인천광역시 강화군 교동면', islandType: 'ISLAND' },
  { zipcode: '53031', address: '경상남도 통영시 욕지면', islandType: 'ISLAND' },
  { zipcode: '58800', address: '전라남도 신안군 흑산면', islandType: 'ISLAND' },
  { zipcode: '59102', address: '전라남도 완도군 청산면', islandType: 'ISLAND' },
  { zipcode: '59650', address: '전라남도 여수시 삼산면', islandType: 'ISLAND' },
];

/** Free-gift texts; the seed gives one to about one item in eight and to every set item. */
export const FREE_GIFTS = [
  '구매 고객 전원 미니 파우치 증정',
  '5만원 이상 구매 시 샘플 3종 증정 (한정 수량)',
  '첫 구매 고객 에코백 증정',
  '선착순 100명 전용 수납 케이스 증정',
];
