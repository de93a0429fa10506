/**
 * Korean page titles of the catalogue's routes (convention C8). Kept apart from the pages' copy: the exposed
 * route table is on every catalogue page's first load and imports only this file.
 */
export const CATALOG_TITLES = {
  home: '홈',
  category: '카테고리',
  item: '상품 상세',
  events: '이벤트',
  event: '이벤트 상세',
  popup: '팝업',
  displayNew: '신상품',
  displayMd: 'MD추천',
  displayBest: '베스트',
  displayReview: '리뷰',
  displayTimedeal: '타임세일',
  brands: '브랜드',
  seller: '판매자 상품',
  search: '검색',
} as const;
