import { formatNumber } from '@shop/validators';

/**
 * Korean copy of the shared components (convention C8). Components never hold Hangul literals; they read
 * this object. Copy with parameters is a function.
 */
export const UI_MESSAGES = {
  common: {
    home: '홈',
    toMain: '메인으로',
    loading: '불러오는 중입니다',
  },
  price: {
    salePrice: '판매가',
    listPrice: '정가',
    discountRate: '할인율',
    won: '원',
    percent: (rate: number) => `${rate}%`,
  },
  product: {
    soldOut: '품절',
    brand: '브랜드',
    viewItem: (name: string) => `${name} 상세 보기`,
  },
  list: {
    totalCount: (count: number) => `총 ${formatNumber(count)}개 상품`,
    empty: '상품이 없습니다.',
  },
  pagination: {
    label: '페이지 이동',
    previous: '이전',
    next: '다음',
    previousPage: '이전 페이지',
    nextPage: '다음 페이지',
  },
  breadcrumb: {
    label: '현재 위치',
  },
  sort: {
    label: '정렬',
    options: {
      ORDERING: '추천순',
      CREATED_DATE: '최신순',
      HITS: '인기순',
      SALE_PRICE_DESC: '높은 가격순',
      SALE_PRICE_ASC: '낮은 가격순',
    },
  },
  dialog: {
    title: '알림',
    ok: '확인',
    cancel: '취소',
    close: '닫기',
  },
  rating: {
    label: (score: number) => `5점 만점에 ${score}점`,
  },
  countdown: {
    days: (days: number) => `${days}일`,
    label: (p: { days: number; hours: number; minutes: number; seconds: number }) =>
      `남은 시간 ${p.days > 0 ? `${p.days}일 ` : ''}${p.hours}시간 ${p.minutes}분 ${p.seconds}초`,
    ended: '종료되었습니다',
  },
  quantity: {
    label: '수량',
    decrease: '수량 빼기',
    increase: '수량 더하기',
  },
} as const;

/** Shape of the shared UI copy. */
export type UiMessages = typeof UI_MESSAGES;
