// Showcase copy: main visuals, MD pick tags, main brands, search keywords and SEO rows of display pages.

/** Main visual banners (PC and mobile). Pictures are generated; the text is laid over them in HTML. */
export const MAIN_VISUALS = [
  { id: 101, position: 'MAIN', color: '#254e70', url: '/display/new', content: '새로 들어온 시즌 신상품|지금 가장 먼저 만나보세요' },
  { id: 102, position: 'MAIN', color: '#8d3b4e', url: '/display/timedeal', content: '오늘만 이 가격, 타임세일|한정 수량 특가를 놓치지 마세요' },
  { id: 103, position: 'MAIN', color: '#3d6b4f', url: '/display/best', content: '고객이 선택한 베스트|많이 찾은 인기 상품 모음' },
  { id: 111, position: 'MOBILE_MAIN', color: '#254e70', url: '/display/new', content: '시즌 신상품|지금 가장 먼저 만나보세요' },
  { id: 112, position: 'MOBILE_MAIN', color: '#8d3b4e', url: '/display/timedeal', content: '오늘의 타임세일|한정 수량 특가' },
  { id: 113, position: 'MOBILE_MAIN', color: '#3d6b4f', url: '/display/best', content: '고객이 선택한 베스트|인기 상품 모음' },
] as const;

/** Picture sizes of the main visuals. */
export const MAIN_VISUAL_SIZES: Record<string, [number, number]> = { MAIN: [1920, 600], MOBILE_MAIN: [750, 900] };

/** MD pick tags and which depth-1 categories their items come from. */
export const MD_TAGS = [
  { id: 1, tag: '오늘의추천', roots: ['fashion', 'beauty', 'food', 'furniture', 'digital', 'living'], count: 24 },
  { id: 2, tag: '선물하기좋은', roots: ['beauty', 'food', 'living'], count: 18 },
  { id: 3, tag: '홈카페', roots: ['food', 'digital'], count: 12 },
  { id: 4, tag: '데일리룩', roots: ['fashion'], count: 16 },
  { id: 5, tag: '집꾸미기', roots: ['furniture'], count: 14 },
  { id: 6, tag: '건강챙기기', roots: ['living', 'food'], count: 12 },
] as const;

/** Brands shown on the home page, in order. */
export const MAIN_BRAND_IDS = [1, 4, 7, 10, 13, 16, 18, 9];

/** Seeded search counts, so the popular keywords are not empty before anyone searches. */
export const SEARCH_KEYWORDS: [keyword: string, count: number][] = [
  ['린넨', 128], ['홍삼', 117], ['원피스', 103], ['공기청정기', 96], ['샤인머스캣', 88],
  ['보조배터리', 81], ['니트', 74], ['유산균', 69], ['드립백 커피', 61], ['무드등', 55], ['선크림', 12],
];

/** What an empty search leads to (the newest entry in its period wins). */
export const SEARCH_RECOMMENDS = [
  { id: 1, content: '여름 린넨 컬렉션 최대 40% 할인', link: '/search?query=%EB%A6%B0%EB%84%A8', blankFlag: 'N' },
] as const;

/** SEO rows of the display pages this seed adds (others come with the base display data). */
export const SHOWCASE_SEO_PAGES = [
  { path: '/display/md', title: 'MD추천', keywords: 'MD추천,기획전,추천 상품', description: 'MD가 태그별로 골라 담은 추천 상품', indexFlag: 'Y' },
  { path: '/display/review', title: '리뷰', keywords: '상품 후기,리뷰,포토 리뷰', description: '써 본 사람들의 진짜 리뷰를 모아 보세요.', indexFlag: 'Y' },
  { path: '/brands', title: '브랜드', keywords: '브랜드,브랜드관', description: '세일즈온에서 만나는 브랜드 모음', indexFlag: 'Y' },
  { path: '/events', title: '이벤트', keywords: '이벤트,기획전,혜택', description: '진행 중인 이벤트와 기획전을 확인하세요.', indexFlag: 'Y' },
  { path: '/search', title: '검색', keywords: '상품 검색', description: '원하는 상품을 검색해 보세요.', indexFlag: 'N' },
] as const;
