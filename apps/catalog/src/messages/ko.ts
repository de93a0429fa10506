import { formatNumber } from '@shop/validators';
import { CATALOG_TITLES } from './titles.ko.ts';

/** Korean copy of the catalogue pages (convention C8). */
export const CATALOG_MESSAGES = {
  titles: CATALOG_TITLES,
  home: {
    categoriesTitle: '분류별 바로가기',
  },
  category: {
    childrenLabel: '하위 분류',
    all: '전체',
    empty: '상품이 없습니다.',
    emptyDescription: '다른 카테고리를 둘러보세요.',
    gridLabel: (name: string) => `${name} 상품 목록`,
    crumbMenu: (name: string) => `${name} 대신 볼 분류`,
  },
  item: {
    galleryLabel: '상품 이미지',
    thumbnail: (index: number) => `${index}번째 이미지 보기`,
    imageAlt: (name: string, index: number) => `${name} 이미지 ${index}`,
    seller: '판매자',
    shipping: '배송비',
    originCountry: '원산지',
    point: '적립',
    itemCode: '상품코드',
    review: (score: string, count: number) => `${score} (${formatNumber(count)})`,
    reviewLabel: '리뷰 평점',
    tabsLabel: '상품 정보',
    detailTab: '상세정보',
    infoTab: '기본정보',
    infoTitle: '상품정보 제공고시',
    sellerInfoTitle: '판매자 정보',
    representative: '대표자',
    businessNumber: '사업자등록번호',
    businessLocation: '사업장 소재지',
    deliveryCompany: '택배사',
    noDetail: '등록된 상세정보가 없습니다.',
    soldOut: '품절',
  },
  shipping: {
    free: '무료배송',
    conditional: (fee: string, freeAmount: string) => `${fee} (${freeAmount} 이상 구매 시 무료)`,
    perItems: (fee: string, count: number) => `${fee} (${count}개마다 부과)`,
    fixed: (fee: string) => `고정 배송비 ${fee}`,
  },
} as const;
