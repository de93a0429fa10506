// Top menu, top banners, SEO rows and site contents shown around the catalogue.

export const SHOP_NAME = '세일즈온';

export const GNB_MENUS = [
  // 'display/new' has no leading slash on purpose: clients must normalise internal targets.
  { id: 1, name: '신상품', target: 'display/new', externalFlag: 'N' },
  { id: 2, name: '베스트', target: '/display/best', externalFlag: 'N' },
  { id: 3, name: '타임세일', target: '/display/timedeal', externalFlag: 'N' },
  { id: 4, name: '이벤트', target: '/events', externalFlag: 'N' },
  { id: 5, name: 'MD추천', target: '/display/md', externalFlag: 'N' },
  { id: 6, name: '브랜드 스토리', target: 'https://www.example.com/brand-story', externalFlag: 'Y' },
] as const;

export const BANNERS = [
  { id: 1, position: 'TOP', image: '/upload/banners/top-pc.webp', color: '#1f3a5f', url: '/events/7', content: '신규 회원 첫 구매 10% 할인 쿠폰 증정' },
  { id: 2, position: 'MOBILE_TOP', image: '/upload/banners/top-mobile.webp', color: '#1f3a5f', url: '/events/7', content: '신규 회원 첫 구매 10% 할인' },
] as const;

export const SEO_PAGES = [
  {
    path: '/',
    title: SHOP_NAME,
    keywords: '쇼핑몰,패션,뷰티,식품,가구,디지털,생활용품',
    description: '패션부터 식품, 가구, 디지털까지 매일 새로운 상품을 만나는 온라인 쇼핑몰 세일즈온',
    ogImage: '/default-og-image.jpg',
  },
  { path: '/display/new', title: '신상품', keywords: '신상품,새로운 상품', description: '이번 주 새로 들어온 신상품을 가장 먼저 만나 보세요.', ogImage: '/default-og-image.jpg' },
  { path: '/display/best', title: '베스트', keywords: '베스트,인기 상품', description: '고객님들이 가장 많이 찾은 인기 상품 모음', ogImage: '/default-og-image.jpg' },
  { path: '/display/timedeal', title: '타임세일', keywords: '타임세일,특가', description: '지금만 만나는 한정 시간 특가', ogImage: '/default-og-image.jpg' },
  { path: '/cart', title: '장바구니', keywords: '장바구니', description: '담아 둔 상품을 확인하고 주문하세요.', ogImage: '/default-og-image.jpg', indexFlag: 'N' },
] as const;

export const SITE_CONTENTS = [
  {
    key: 'card-benefits',
    subject: '카드사 무이자 할부 혜택',
    content: '<ul><li>신한카드, 삼성카드, KB국민카드 5만원 이상 결제 시 2~6개월 무이자</li><li>현대카드 5만원 이상 결제 시 2~3개월 무이자</li><li>법인카드, 체크카드, 선불카드는 제외됩니다.</li></ul>',
    startDate: '20250101000000',
    endDate: '20301231235959',
  },
  {
    key: 'delivery-info',
    subject: '배송/교환/반품 안내',
    content:
      '<h4>배송 안내</h4><ul><li>결제 완료 후 1~3일 이내 출고됩니다. (주말, 공휴일 제외)</li><li>제주 및 도서산간 지역은 추가 배송비가 발생할 수 있습니다.</li></ul>' +
      '<h4>교환/반품 안내</h4><ul><li>상품 수령 후 7일 이내 교환 및 반품을 신청하실 수 있습니다.</li><li>단순 변심에 의한 반품 시 왕복 배송비가 부과됩니다.</li><li>상품 택 제거, 사용 흔적이 있는 경우 교환 및 반품이 불가합니다.</li></ul>',
    startDate: '20250101000000',
    endDate: '20301231235959',
  },
] as const;
