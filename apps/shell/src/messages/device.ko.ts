// prettier-ignore
/** Korean copy of the mobile layout's bottom tab bar. */
export const DEVICE_MESSAGES = {
  tabBar:     '하단 메뉴',
  home:       '홈',
  categories: '카테고리',
  search:     '검색',
  cart:       '장바구니',
  mypage:     '마이페이지',
} as const;
